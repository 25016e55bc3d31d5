import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { answer, header, jwt, memorySession } from '../test/replay';
import { createHttp } from './http';

const NOW = Date.UTC(2026, 0, 1);
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  answer({ request: { method: 'GET', path: '' }, response: { status, headers, body } });

function setUp(routes: Record<string, (init: RequestInit) => Response | Promise<Response>>) {
  const storage = memorySession();
  const onSessionExpired = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = routes[String(input)];
    if (!route) throw new Error(`unexpected call ${String(input)}`);
    return route(init);
  });
  const http = createHttp({ fetch, now: () => NOW, storage, onSessionExpired });
  return { http, fetch, storage, onSessionExpired };
}

describe('the bearer token', () => {
  it('is sent while it has a second or more left, without refreshing', async () => {
    const { http, fetch, storage } = setUp({ '/api/me/': () => json(200, {}) });
    storage.setTokens({ access: jwt(1, NOW), refresh: 'r1' });
    await http.get('/api/me/');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(header(fetch.mock.calls[0]?.[1], 'authorization')).toBe(`Bearer ${jwt(1, NOW)}`);
  });

  it('is not sent on the log-in call', async () => {
    const { http, fetch, storage } = setUp({ '/api/token/': () => json(200, {}) });
    storage.setTokens({ access: jwt(60, NOW), refresh: 'r1' });
    await http.post('/api/token/', { username: 'a', password: 'b' }, { auth: false });
    expect(header(fetch.mock.calls[0]?.[1], 'authorization')).toBeNull();
  });
});

describe('the refresh rule (spec section 7)', () => {
  it('refreshes first when under a second is left, then uses and keeps the new pair', async () => {
    const fresh = { access: jwt(900, NOW), refresh: 'r2' };
    const { http, fetch, storage } = setUp({
      '/api/token/refresh/': (init) => {
        expect(JSON.parse(String(init.body))).toEqual({ refresh: 'r1' });
        return json(200, fresh);
      },
      '/api/me/': () => json(200, {}),
    });
    storage.setTokens({ access: jwt(0.5, NOW), refresh: 'r1' });
    await http.get('/api/me/');
    expect(fetch.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/token/refresh/',
      '/api/me/',
    ]);
    expect(header(fetch.mock.calls[1]?.[1], 'authorization')).toBe(`Bearer ${fresh.access}`);
    expect(storage.tokens()).toEqual(fresh);
  });

  it('runs one refresh at a time for parallel calls (a refresh token works once)', async () => {
    let release = () => {};
    const { http, fetch, storage } = setUp({
      '/api/token/refresh/': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(200, { access: jwt(900, NOW), refresh: 'r2' }));
        }),
      '/api/a/': () => json(200, {}),
      '/api/b/': () => json(200, {}),
      '/api/c/': () => json(200, {}),
    });
    storage.setTokens({ access: jwt(-5, NOW), refresh: 'r1' });
    const calls = Promise.all([http.get('/api/a/'), http.get('/api/b/'), http.get('/api/c/')]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    release();
    await calls;
    expect(fetch.mock.calls.filter((call) => call[0] === '/api/token/refresh/')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('a refused refresh clears the session, reports it, and calls nothing else', async () => {
    const { http, fetch, storage, onSessionExpired } = setUp({
      '/api/token/refresh/': () => json(401, { status_message: 'NOT_AUTHENTICATED' }),
    });
    storage.setTokens({ access: jwt(-5, NOW), refresh: 'r1' });
    storage.setUserDetails({ id: 1 } as never);
    const refusal = await http.get('/api/me/').catch((error: HttpError) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(storage.tokens()).toBeNull();
    expect(storage.userDetails()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offline during a refresh keeps the session for the next try', async () => {
    const { http, storage, onSessionExpired } = setUp({
      '/api/token/refresh/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    storage.setTokens({ access: jwt(-5, NOW), refresh: 'r1' });
    await expect(http.get('/api/me/')).rejects.toMatchObject({ status: 0 });
    expect(storage.tokens()).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('refusals', () => {
  it('become react-admin HttpErrors: a catalog key as message, the per-field errors in the body', async () => {
    const body = { status_message: 'NOT_MODIFIED', errors: { label_fr: 'validation.required' } };
    const { http } = setUp({ '/api/x/': () => json(400, body) });
    const refusal = await http.put('/api/x/', {}).catch((error) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ message: 'status.NOT_MODIFIED', status: 400, body });
  });

  it('a body that is not the server refusal (a proxy page) reads as FAIL or BAD', async () => {
    const { http } = setUp({
      '/api/5xx/': () => new Response('<html>Bad gateway</html>', { status: 502 }),
      '/api/4xx/': () => new Response('nope', { status: 418 }),
    });
    await expect(http.get('/api/5xx/')).rejects.toMatchObject({
      message: 'status.FAIL',
      status: 502,
    });
    await expect(http.get('/api/4xx/')).rejects.toMatchObject({
      message: 'status.BAD',
      status: 418,
    });
  });
});

describe('bodies', () => {
  it('sends JSON with its type, and multipart without one (the browser sets the boundary)', async () => {
    const { http, fetch } = setUp({ '/api/x/': () => json(200, {}) });
    await http.post('/api/x/', { a: 1 });
    const form = new FormData();
    form.append('code', 'SPORT');
    await http.post('/api/x/', form);
    expect(header(fetch.mock.calls[0]?.[1], 'content-type')).toBe('application/json');
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
    expect(header(fetch.mock.calls[1]?.[1], 'content-type')).toBeNull();
    expect(fetch.mock.calls[1]?.[1]?.body).toBe(form);
  });

  it('answers ra-data-simple-rest with the headers it reads (Content-Range)', async () => {
    const { http, storage, fetch } = setUp({
      '/api/admin/super/audit?range=%5B0%2C1%5D': () =>
        json(200, [{ id: 1 }], { 'content-range': 'audit 0-0/1' }),
    });
    storage.setTokens({ access: jwt(60, NOW), refresh: 'r1' });
    const result = await http.fetchJson('/api/admin/super/audit?range=%5B0%2C1%5D');
    expect(result.json).toEqual([{ id: 1 }]);
    expect(result.headers.get('content-range')).toBe('audit 0-0/1');
    expect(header(fetch.mock.calls[0]?.[1], 'authorization')).toBe(`Bearer ${jwt(60, NOW)}`);
  });
});
