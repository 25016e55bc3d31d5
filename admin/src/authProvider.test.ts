import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './authProvider';
import recorded from './dataProvider/fixtures/auth.json';
import { createHttp } from './lib/http';
import { guardDecision, permissionsOf } from './permissions';
import { answer, jwt, memorySession, type Recording } from './test/replay';

const NOW = Date.UTC(2026, 0, 1);
const fixtures = recorded as Record<keyof typeof recorded, Recording>;
type Details = { details: { user_details: never; manager_details: never } };
const detailsOf = (name: 'detailsSuper' | 'detailsGames' | 'detailsPlayer') =>
  (fixtures[name].response.body as Details).details;

/** The auth provider on recorded answers; `details` says which user /api/me/details/ returns. */
function setUp(details: Recording, extra: Record<string, Recording> = {}) {
  const storage = memorySession();
  const leave = vi.fn();
  const routes: Record<string, Recording> = {
    'GET /api/me/details/': details,
    'POST /api/token/': {
      ...fixtures.login,
      response: {
        ...fixtures.login.response,
        body: { access: jwt(600, NOW), refresh: 'r1' },
      },
    },
    'POST /api/me/logout/': {
      request: { method: 'POST', path: '/api/me/logout/' },
      response: { status: 200, headers: {}, body: { status_message: 'OK' } },
    },
    ...extra,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const recording = routes[`${init.method ?? 'GET'} ${String(input)}`];
    if (!recording) throw new Error(`unexpected call ${init.method} ${String(input)}`);
    return answer(recording);
  });
  const http = createHttp({ fetch, now: () => NOW, storage, onSessionExpired: vi.fn() });
  let leaving = false;
  const auth = createAuthProvider({
    http,
    storage,
    leave,
    isLeaving: () => leaving,
    currentPath: () => '/managers',
  });
  return { auth, storage, leave, fetch, startLeaving: () => (leaving = true) };
}

/** Whether a promise is still pending after the current tasks ran. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const result = await Promise.race([promise.catch(() => null), Promise.resolve(marker)]);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return result === marker;
}

describe('the guard of spec section 2 (decisions)', () => {
  const super_ = detailsOf('detailsSuper');
  const games = detailsOf('detailsGames');
  const player = detailsOf('detailsPlayer');

  it('lets in managers flagged is_admin, whatever their function', () => {
    expect(
      guardDecision({ signedIn: true, user: super_.user_details, manager: super_.manager_details }),
    ).toBe('enter');
    expect(
      guardDecision({ signedIn: true, user: games.user_details, manager: games.manager_details }),
    ).toBe('enter');
  });

  it('sends a player, or a manager not flagged admin, to the explore page', () => {
    expect(
      guardDecision({ signedIn: true, user: player.user_details, manager: player.manager_details }),
    ).toBe('explore');
    const notAdmin = { ...(super_.manager_details as object), is_admin: false } as never;
    expect(guardDecision({ signedIn: true, user: super_.user_details, manager: notAdmin })).toBe(
      'explore',
    );
  });

  it('asks anyone not signed in to log in', () => {
    expect(guardDecision({ signedIn: false, user: null, manager: null })).toBe('login');
  });

  it('reads the permissions from the manager details', () => {
    expect(permissionsOf(super_.manager_details)).toEqual({
      isSuperManager: true,
      isGamesManager: false,
      isPaymentsManager: false,
      isAdmin: true,
    });
    expect(permissionsOf(player.manager_details)).toEqual({
      isSuperManager: false,
      isGamesManager: false,
      isPaymentsManager: false,
      isAdmin: false,
    });
  });
});

describe('the auth provider (recorded answers)', () => {
  it('checkAuth lets a super manager in and keeps the details with the shared session', async () => {
    const { auth, storage, leave } = setUp(fixtures.detailsSuper);
    storage.setTokens({ access: jwt(600, NOW), refresh: 'r1' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(leave).not.toHaveBeenCalled();
    expect(storage.managerDetails()?.is_supermanager).toBe(true);
    expect(await auth.getPermissions?.({})).toMatchObject({ isSuperManager: true, isAdmin: true });
  });

  it('checkAuth sends a player to the player site, keeping their session', async () => {
    const { auth, storage, leave } = setUp(fixtures.detailsPlayer);
    storage.setTokens({ access: jwt(600, NOW), refresh: 'r1' });
    const check = auth.checkAuth({});
    expect(await pending(check)).toBe(true);
    expect(leave).toHaveBeenCalledWith('/explore');
    expect(storage.tokens()).not.toBeNull();
  });

  it('checkAuth without a session asks for the log-in page, coming back after', async () => {
    const { auth, fetch } = setUp(fixtures.detailsSuper);
    await expect(auth.checkAuth({})).rejects.toEqual({
      redirectTo: '/administration/login?redirect=%2Fmanagers',
      message: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the details once a page load, not on every check', async () => {
    const { auth, storage, fetch } = setUp(fixtures.detailsGames);
    storage.setTokens({ access: jwt(600, NOW), refresh: 'r1' });
    await auth.checkAuth({});
    await auth.checkAuth({});
    await auth.getPermissions?.({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('login posts the player site sign-in body, then keeps tokens and details', async () => {
    const { auth, storage, fetch, leave } = setUp(fixtures.detailsGames);
    await auth.login({ username: 'games@quiz.cm', password: 'games-demo-2026' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/token/');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'games@quiz.cm',
      password: 'games-demo-2026',
    });
    expect(storage.tokens()?.refresh).toBe('r1');
    expect(storage.userDetails()?.player_name).toBe('GamesAdmin');
    expect(leave).not.toHaveBeenCalled();
  });

  it('login of a player goes on to the player site, signed in', async () => {
    const { auth, storage, leave } = setUp(fixtures.detailsPlayer);
    const login = auth.login({ username: 'player@quiz.cm', password: 'player-demo-2026' });
    expect(await pending(login)).toBe(true);
    expect(leave).toHaveBeenCalledWith('/explore');
    expect(storage.tokens()).not.toBeNull();
  });

  it('a refused login keeps the server refusal for the form', async () => {
    const { auth } = setUp(fixtures.detailsSuper, {
      'POST /api/token/': fixtures.loginWrongPassword,
    });
    await expect(auth.login({ username: 'super@quiz.cm', password: 'x' })).rejects.toMatchObject({
      status: 400,
      body: { errors: { password: 'status.INVALID_PASSWORD' } },
    });
  });

  it('logout tells the server, then clears the shared session', async () => {
    const { auth, storage, fetch } = setUp(fixtures.detailsSuper);
    storage.setTokens({ access: jwt(600, NOW), refresh: 'r1' });
    storage.setUserDetails({ id: 5 } as never);
    const to = await auth.logout({});
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/me/logout/');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(storage.tokens()).toBeNull();
    expect(storage.userDetails()).toBeNull();
    expect(to).toBe('/administration/login?redirect=%2Fmanagers');
  });

  it('once a refused refresh sends the page to log in, react-admin does not navigate too', async () => {
    const { auth, storage, startLeaving } = setUp(fixtures.detailsSuper);
    storage.setTokens({ access: jwt(600, NOW), refresh: 'r1' });
    startLeaving();
    expect(await auth.logout({})).toBe(false);
    await expect(auth.checkError({ status: 401 })).resolves.toBeUndefined();
  });

  it('checkError logs out on 401 only: a 403 is a refused area, the session stays', async () => {
    const { auth } = setUp(fixtures.detailsSuper);
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/administration/login?redirect=%2Fmanagers',
    });
  });
});
