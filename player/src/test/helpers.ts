import { vi } from 'vitest';

/** An unsigned JWT whose access expires `secondsLeft` from `now`. */
export function jwt(secondsLeft: number, now = Date.now()): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(now / 1000) + secondsLeft })}.sig`;
}

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch double answering by path; unknown paths answer 404. */
export function fakeFetch(
  routes: Record<string, (init: RequestInit) => Response | Promise<Response>>,
) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const route = routes[path];
    return route ? route(init) : json(404, { status_message: 'NOT_FOUND' });
  });
}

export function header(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}
