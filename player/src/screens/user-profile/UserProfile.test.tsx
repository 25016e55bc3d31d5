import { en } from '@quiz/shared/i18n';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { storage } from '../../lib/storage';
import { fakeFetch, json, jwt } from '../../test/helpers';
import UserProfile from './UserProfile';

const friend = {
  id: 9,
  player_name: 'Boris',
  profile_pic: null,
  email_phone_number: 'bor***@*****.cm',
  is_friend: true,
  st_request: null,
  rc_request: null,
  number_of_badges: 2,
  stats: {},
};

let root: HTMLElement;
let fetch: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  i18n.set({ lang: 'en', messages: en });
  storage.setTokens({ access: jwt(600), refresh: 'r' });
  session.set({ status: 'player', details: { id: 1 } as never });
  fetch = fakeFetch({
    '/api/user-profile/9/': () => json(200, friend),
    '/api/me/my-friends/unfriend/9/': () => json(200, { status_message: 'OK' }),
  });
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lets the pending fetches and the renders they cause settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve)));
}

const button = (name: string) =>
  [...root.querySelectorAll('button')].find((node) => node.textContent === name);
const unfriendCalls = () =>
  fetch.mock.calls.filter(([path]) => String(path).includes('/unfriend/')).length;

describe('unfriending from a profile', () => {
  it('asks first: No keeps the friend, Yes removes them', async () => {
    act(() => render(<UserProfile params={{ userId: '9' }} />, root));
    await settle();
    act(() => button('Unfriend')?.click());
    expect(root.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'Remove Boris from your friends?',
    );
    act(() => button('No')?.click());
    expect(root.querySelector('[role="alertdialog"]')).toBeNull();
    expect(unfriendCalls()).toBe(0);

    act(() => button('Unfriend')?.click());
    act(() => button('Yes')?.click());
    await settle();
    expect(unfriendCalls()).toBe(1);
    expect(root.querySelector('[role="alertdialog"]')).toBeNull();
  });
});
