import { describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '../contract/auth';
import { accessToken, type TokenStore } from './access-token';

const NOW = Date.UTC(2026, 0, 1);
const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A token with `seconds` left at NOW. */
const jwt = (seconds: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ exp: (NOW + seconds * 1000) / 1000 })}.sig`;

class Refusal extends Error {
  constructor(
    readonly status: number,
    statusMessage: string,
  ) {
    super(statusMessage);
  }
}

function setUp(tokens: AuthTokens | null, answer: () => Response | Promise<Response>) {
  let kept = tokens;
  const storage: TokenStore = {
    tokens: () => kept,
    setTokens: (next) => {
      kept = next;
    },
    clearSession: () => {
      kept = null;
    },
  };
  const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => answer());
  const onSessionExpired = vi.fn();
  const token = accessToken({
    fetch,
    now: () => NOW,
    storage,
    onSessionExpired,
    refusal: (status, statusMessage) => new Refusal(status, statusMessage),
  });
  return { token, fetch, onSessionExpired, kept: () => kept };
}

const fresh = { access: jwt(900), refresh: 'r2' };
const ok = () => new Response(JSON.stringify(fresh), { status: 200 });

describe('the access token', () => {
  it('is the stored one while a second or more is left, and none without a session', async () => {
    const signedIn = setUp({ access: jwt(1), refresh: 'r1' }, ok);
    expect(await signedIn.token()).toBe(jwt(1));
    expect(signedIn.fetch).not.toHaveBeenCalled();
    expect(await setUp(null, ok).token()).toBeNull();
  });

  it('is refreshed first when under a second is left, the new pair kept', async () => {
    const { token, fetch, kept } = setUp({ access: jwt(0.5), refresh: 'r1' }, ok);
    expect(await token()).toBe(fresh.access);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/token/refresh/');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ refresh: 'r1' });
    expect(kept()).toEqual(fresh);
  });

  it('is refreshed once for parallel calls (a refresh token works once)', async () => {
    let release = () => {};
    const { token, fetch } = setUp(
      { access: jwt(-5), refresh: 'r1' },
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(ok());
        }),
    );
    const calls = Promise.all([token(), token(), token()]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    release();
    expect(await calls).toEqual([fresh.access, fresh.access, fresh.access]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh is refused', async () => {
    const { token, onSessionExpired, kept } = setUp(
      { access: jwt(-5), refresh: 'r1' },
      () => new Response('{"status_message":"NOT_AUTHENTICATED"}', { status: 401 }),
    );
    await expect(token()).rejects.toMatchObject({ status: 401, message: 'NOT_AUTHENTICATED' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(kept()).toBeNull();
  });

  it('ends it too on an answer without an access token', async () => {
    const { token, onSessionExpired } = setUp(
      { access: jwt(-5), refresh: 'r1' },
      () => new Response('', { status: 200 }),
    );
    await expect(token()).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the network drops, and refreshes again on the next call', async () => {
    const { token, fetch, onSessionExpired, kept } = setUp(
      { access: jwt(-5), refresh: 'r1' },
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await expect(token()).rejects.toMatchObject({ status: 0, message: 'FAIL' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(kept()?.refresh).toBe('r1');
    await expect(token()).rejects.toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
