import { en } from '@quiz/shared/i18n';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { AccountPrompts } from './AccountPrompts';

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  sessionStorage.clear();
  i18n.set({ lang: 'en', messages: en });
});

const player = (details: object, manager: object | null = null) =>
  session.set({
    status: 'player',
    manager: manager as never,
    details: {
      player_name: null,
      is_primary_has_free_credits: true,
      number_of_free_credits_recieved: 3,
      ...details,
    } as never,
  });

// The prompts are loaded lazily: on a busy machine that takes longer than waitFor's
// default second, so each wait gets ten (it ends as soon as the dialog shows).
const shown = { timeout: 10_000 };

const dialogName = () => {
  const dialog = root.querySelector('[role="dialog"]');
  return document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent;
};

describe('player-side overlays', () => {
  it('ask a player without a name for one, then tell the welcome gift once "Later" is chosen', async () => {
    player({});
    act(() => render(<AccountPrompts />, root));
    await vi.waitFor(() => expect(dialogName()).toBe('Choose your player name'), shown);
    const later = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Later');
    act(() => later?.click());
    await vi.waitFor(() => expect(dialogName()).toBe('Welcome gift'), shown);
    expect(root.textContent).toContain('You received 3 free credits to play.');
    // "Later" holds for the rest of the visit.
    expect(sessionStorage.getItem('playerNameLater')).toBe('1');
  });

  it('show nothing to visitors, to named players without a gift, nor to managers of the back office', async () => {
    session.set({ status: 'visitor', details: null, manager: null });
    act(() => render(<AccountPrompts />, root));
    act(() => player({ player_name: 'Kribi', is_primary_has_free_credits: false }));
    act(() => player({}, { is_admin: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    // The same player as no manager is asked at once: the silence above was the rule's.
    act(() => player({}, { is_admin: false }));
    await vi.waitFor(() => expect(dialogName()).toBe('Choose your player name'), shown);
  });
});
