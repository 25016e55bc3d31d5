import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, header, json, jwt } from '../test/helpers';
import { ApiError, createClient } from './api';
import { storage } from './storage';

const NOW = Date.UTC(2026, 0, 1);

function client(fetch: typeof globalThis.fetch, onSessionExpired = vi.fn()) {
  return { http: createClient({ fetch, now: () => NOW, onSessionExpired }), onSessionExpired };
}

beforeEach(() => localStorage.clear());

describe('bearer header', () => {
  it('sends the stored access token while it has more than a second left', async () => {
    storage.setTokens({ access: jwt(60, NOW), refresh: 'r1' });
    const fetch = fakeFetch({ '/api/me/': () => json(200, { id: 1 }) });
    await client(fetch).http.get('/api/me/');
    expect(header(fetch.mock.calls[0]?.[1], 'authorization')).toBe(`Bearer ${jwt(60, NOW)}`);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends none on public calls or without tokens', async () => {
    const fetch = fakeFetch({ '/api/help/fr/': () => json(200, {}) });
    await client(fetch).http.get('/api/help/fr/');
    storage.setTokens({ access: jwt(60, NOW), refresh: 'r1' });
    await client(fetch).http.get('/api/help/fr/', { auth: false });
    for (const call of fetch.mock.calls) expect(header(call[1], 'authorization')).toBeUndefined();
  });
});

describe('token refresh', () => {
  it('refreshes first when under a second is left, then stores and uses the new pair', async () => {
    storage.setTokens({ access: jwt(0.5, NOW), refresh: 'r1' });
    const fresh = { access: jwt(900, NOW), refresh: 'r2' };
    const fetch = fakeFetch({
      '/api/token/refresh/': (init) => {
        expect(JSON.parse(String(init.body))).toEqual({ refresh: 'r1' });
        return json(200, fresh);
      },
      '/api/me/': () => json(200, {}),
    });
    await client(fetch).http.get('/api/me/');
    expect(fetch.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/token/refresh/',
      '/api/me/',
    ]);
    expect(header(fetch.mock.calls[1]?.[1], 'authorization')).toBe(`Bearer ${fresh.access}`);
    expect(storage.tokens()).toEqual(fresh);
  });

  it('does not refresh with exactly a second left', async () => {
    storage.setTokens({ access: jwt(1, NOW), refresh: 'r1' });
    const fetch = fakeFetch({ '/api/me/': () => json(200, {}) });
    await client(fetch).http.get('/api/me/');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between parallel calls (refresh tokens work once)', async () => {
    storage.setTokens({ access: jwt(-10, NOW), refresh: 'r1' });
    const fetch = fakeFetch({
      '/api/token/refresh/': () => json(200, { access: jwt(900, NOW), refresh: 'r2' }),
      '/api/a/': () => json(200, {}),
      '/api/b/': () => json(200, {}),
    });
    const { http } = client(fetch);
    await Promise.all([http.get('/api/a/'), http.get('/api/b/')]);
    expect(fetch.mock.calls.filter((call) => call[0] === '/api/token/refresh/')).toHaveLength(1);
  });

  it('a refused refresh clears the session and reports it, without calling on', async () => {
    storage.setTokens({ access: jwt(-10, NOW), refresh: 'r1' });
    storage.setUserDetails({ id: 1 } as never);
    storage.setManagerDetails({ is_admin: false } as never);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = fakeFetch({
      '/api/token/refresh/': () => json(401, { status_message: 'NOT_AUTHENTICATED' }),
    });
    const { http, onSessionExpired } = client(fetch);
    await expect(http.get('/api/me/')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Refresh failed');
    expect(localStorage.getItem('authTokens')).toBeNull();
    expect(localStorage.getItem('userDetails')).toBeNull();
    expect(localStorage.getItem('managerDetails')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps the session when the network drops during a refresh', async () => {
    storage.setTokens({ access: jwt(-10, NOW), refresh: 'r1' });
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { http, onSessionExpired } = client(fetch);
    await expect(http.get('/api/me/')).rejects.toMatchObject({ status: 0 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.tokens()?.refresh).toBe('r1');
  });
});

describe('answers', () => {
  it('parses the error body into status and ErrorBody, extra fields kept', async () => {
    const body = { status_message: 'INVALID_DATA', number_of_tries: 1, max_number_of_tries: 5 };
    const fetch = fakeFetch({ '/api/x/': () => json(400, body) });
    const error = await client(fetch)
      .http.post('/api/x/', { code: '1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body, message: 'INVALID_DATA' });
  });

  it('gives FAIL for a body that is not the server error shape, and status 0 offline', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }))
      .mockRejectedValueOnce(new TypeError('offline'));
    const { http } = client(fetch);
    await expect(http.get('/api/x/')).rejects.toMatchObject({
      status: 502,
      body: { status_message: 'FAIL' },
    });
    await expect(http.get('/api/x/')).rejects.toMatchObject({
      status: 0,
      body: { status_message: 'FAIL' },
    });
  });

  it('gives OFFLINE for a call that failed while the phone says it is offline', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(client(fetch).http.get('/api/x/')).rejects.toMatchObject({
        status: 0,
        body: { status_message: 'OFFLINE' },
      });
    } finally {
      onLine.mockRestore();
    }
  });

  it('sends JSON bodies and reads empty answers as null', async () => {
    const fetch = fakeFetch({ '/api/y/': () => new Response(null, { status: 204 }) });
    expect(await client(fetch).http.put('/api/y/', { value: true })).toBeNull();
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"value":true}');
    expect(header(init, 'content-type')).toBe('application/json');
  });
});
