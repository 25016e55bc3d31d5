import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, jwt } from '../test/helpers';
import { createClient } from './api';
import { i18n } from './i18n';
import { guardSession, isAdminManager, session, signOut, startSession } from './session';
import { storage } from './storage';
import { theme } from './theme';

const population = { lang: 'fr', admin_phone1: '677000001', admin_email: 'contact@quiz.cm' };
const userDetails = {
  id: 7,
  player_name: 'Awa',
  number_of_credits: 12,
  is_dark_theme: true,
  language: 'fr',
};

function client(routes: Parameters<typeof fakeFetch>[0]) {
  const fetch = fakeFetch(routes);
  return { fetch, http: createClient({ fetch, now: () => Date.now(), onSessionExpired: vi.fn() }) };
}

beforeEach(() => {
  localStorage.clear();
  i18n.set({ lang: 'fr' });
  history.replaceState(null, '', '/explore');
  session.set({ status: 'checking', details: null, manager: null, population: null, fatal: null });
});

describe('session start', () => {
  it('without a stored token: a visitor, with population loaded, and no check call', async () => {
    const { fetch, http } = client({ '/api/populate/?lang=fr': () => json(200, population) });
    await startSession(http);
    expect(session.get()).toMatchObject({ status: 'visitor', population });
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(['/api/populate/?lang=fr']);
  });

  it('with a valid token: checks it, loads details, applies the saved dark theme', async () => {
    storage.setTokens({ access: jwt(600), refresh: 'r' });
    const { http } = client({
      '/api/check-authentication/': () => json(200, { status_message: 'OK' }),
      '/api/me/details/': () =>
        json(200, { details: { user_details: userDetails, manager_details: null } }),
      '/api/populate/?lang=fr': () => json(200, population),
    });
    await startSession(http);
    expect(session.get().status).toBe('player');
    expect(session.get().details?.number_of_credits).toBe(12);
    expect(storage.userDetails()?.player_name).toBe('Awa');
    expect(theme.get().dark).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('a refused token (401) makes a visitor and clears what was stored', async () => {
    storage.setTokens({ access: jwt(600), refresh: 'r' });
    storage.setUserDetails(userDetails as never);
    const { http } = client({
      '/api/check-authentication/': () => json(401, { status_message: 'NOT_AUTHENTICATED' }),
      '/api/populate/?lang=fr': () => json(200, population),
    });
    await startSession(http);
    expect(session.get().status).toBe('visitor');
    expect(storage.tokens()).toBeNull();
    expect(storage.userDetails()).toBeNull();
  });

  it.each([
    [true, true],
    [false, false],
  ])(
    'starts managers in the light theme; admin mode %s sends them to the back office: %s',
    async (onManagerMode, adminMode) => {
      storage.setTokens({ access: jwt(600), refresh: 'r' });
      const { http } = client({
        '/api/check-authentication/': () => json(200, {}),
        '/api/me/details/': () =>
          json(200, {
            details: {
              user_details: { ...userDetails, on_manager_mode: onManagerMode },
              manager_details: { is_admin: true, is_supermanager: true },
            },
          }),
        '/api/populate/?lang=fr': () => json(200, population),
      });
      await startSession(http);
      expect(theme.get().dark).toBe(false);
      expect(isAdminManager(session.get())).toBe(true);
      expect(guardSession(session.get()).adminMode).toBe(adminMode);
    },
  );

  it('a 401 on population clears the session and goes to login with the redirect', async () => {
    history.replaceState(null, '', '/category/2');
    const { http } = client({
      '/api/populate/?lang=fr': () => json(401, { status_message: 'NOT_AUTHENTICATED' }),
    });
    await startSession(http);
    expect(location.pathname + location.search).toBe('/auth/login?redirect=%2Fcategory%2F2');
    expect(session.get().status).toBe('visitor');
  });

  it('another population failure shows the something-wrong page', async () => {
    const { http } = client({ '/api/populate/?lang=fr': () => json(500, {}) });
    await startSession(http);
    expect(session.get().fatal).toBe('somethingWrong');
  });
});

describe('sign out', () => {
  it('tells the server, clears the session whatever it answers, and goes home', async () => {
    storage.setTokens({ access: jwt(600), refresh: 'r' });
    session.set({ status: 'player', details: userDetails as never });
    const { fetch, http } = client({ '/api/me/logout/': () => json(500, {}) });
    await signOut(http);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/me/logout/');
    expect(session.get()).toMatchObject({ status: 'visitor', details: null });
    expect(storage.tokens()).toBeNull();
    expect(location.pathname).toBe('/explore');
  });
});
