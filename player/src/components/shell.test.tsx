import { en } from '@quiz/shared/i18n';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connection } from '../lib/connection';
import { i18n } from '../lib/i18n';
import { session } from '../lib/session';
import { ErrorScreen } from './error-screen/ErrorScreen';
import { Field } from './field/Field';
import { Header } from './header/Header';

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  i18n.set({ lang: 'en', messages: en });
});

function show(node: preact.ComponentChild) {
  act(() => render(node, root));
}

describe('header', () => {
  it('shows the credits counter as x{n}, and +9 above 9, for players only', () => {
    session.set({ status: 'visitor', details: null });
    show(<Header onMenu={() => {}} menuOpen={false} />);
    expect(root.textContent).not.toContain('x');
    act(() => session.set({ status: 'player', details: { number_of_credits: 3 } as never }));
    expect(root.querySelector('a[href="/my-credits"]')?.textContent).toBe('x3');
    act(() => session.set({ details: { number_of_credits: 25 } as never }));
    expect(root.querySelector('a[href="/my-credits"]')?.textContent).toBe('+9');
    expect(root.querySelector('a[href="/my-credits"]')?.getAttribute('aria-label')).toBe(
      '+9, 25 credits',
    );
  });
});

describe('error screens', () => {
  it('offer go-home and refresh, but no refresh on not-found', () => {
    show(<ErrorScreen kind="serverError" />);
    expect(root.querySelector('h1')?.textContent).toBe('Server error');
    expect([...root.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Go home',
      'Refresh',
    ]);
    show(<ErrorScreen kind="notFound" />);
    expect([...root.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Go home']);
  });

  it('give way to the offline notice while the phone is offline, except not-found', () => {
    show(<ErrorScreen kind="somethingWrong" />);
    act(() => connection.set({ offline: true }));
    expect(root.textContent).toBe('');
    show(<ErrorScreen kind="notFound" />);
    expect(root.querySelector('h1')?.textContent).toBe('Page not found');
    act(() => connection.set({ offline: false }));
    show(<ErrorScreen kind="somethingWrong" />);
    expect(root.querySelector('h1')).not.toBeNull();
  });
});

describe('connection', () => {
  it('follows the phone’s online and offline events', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      window.dispatchEvent(new Event('offline'));
      expect(connection.get().offline).toBe(true);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(connection.get().offline).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('form field', () => {
  it('labels the input and flags it invalid with the translated message', () => {
    show(<Field id="f" label="Phone number" error="validation.phone_invalid" prefix="+237" />);
    const input = root.querySelector('input') as HTMLInputElement;
    expect(root.querySelector('label')?.getAttribute('for')).toBe('f');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      en.validation.phone_invalid,
    );
    expect(root.textContent).toContain('+237');
  });
});
