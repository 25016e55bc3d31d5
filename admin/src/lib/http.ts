import { TOKEN_REFRESH_MARGIN_MS } from '@quiz/shared/constants';
import type { AuthTokens, ErrorAnswer } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import { tokenExpiry } from '@quiz/shared/session';
import { HttpError } from 'react-admin';
import { type SessionStorage, storage } from './storage';

/**
 * What a refusal carries: the server's `{status_message, errors?}`. react-admin
 * maps `body.errors` ({field: message key}) onto the form's fields, and shows the
 * error's message, a catalog key ('status.NOT_MODIFIED'), in notifications.
 */
export type RefusalBody = ErrorAnswer & Record<string, unknown>;

export interface RequestOptions {
  body?: unknown;
  /** Public calls (log-in) carry no bearer header. */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface HttpDeps {
  fetch: typeof fetch;
  now: () => number;
  storage: SessionStorage;
  /** A refresh was refused: the session is over, the app sends the user to log in. */
  onSessionExpired: () => void;
}

/** The answer ra-data-simple-rest expects from its httpClient. */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

const failure = (status: number): RefusalBody => ({
  status_message: status >= 500 || status === 0 ? 'FAIL' : 'BAD',
});

/** Any body with a status_message is the server's refusal; anything else is a generic one. */
function refusalOf(status: number, body: unknown): RefusalBody {
  const isRefusal =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { status_message?: unknown }).status_message === 'string';
  return isRefusal ? (body as RefusalBody) : failure(status);
}

/** The error react-admin understands: message a catalog key, body the server's refusal. */
export function refusal(status: number, body: RefusalBody): HttpError {
  return new HttpError(`status.${body.status_message}`, status, body);
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createHttp(deps: HttpDeps) {
  let refreshing: Promise<string> | null = null;

  async function refresh(tokens: AuthTokens): Promise<string> {
    let response: Response;
    try {
      response = await deps.fetch(api.auth.refresh(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh: tokens.refresh }),
      });
    } catch {
      // Offline is not a refused session: the tokens stay for the next try.
      throw refusal(0, failure(0));
    }
    const body = parse(await response.text()) as AuthTokens | null;
    if (!response.ok || typeof body?.access !== 'string') {
      deps.storage.clearSession();
      deps.onSessionExpired();
      throw refusal(401, { status_message: 'NOT_AUTHENTICATED' });
    }
    deps.storage.setTokens(body);
    return body.access;
  }

  /** The access token to send, refreshed first when under a second of it is left. */
  async function accessToken(): Promise<string | null> {
    const tokens = deps.storage.tokens();
    if (!tokens) return null;
    const expiry = tokenExpiry(tokens.access);
    if (expiry === null || expiry - deps.now() >= TOKEN_REFRESH_MARGIN_MS) return tokens.access;
    // Parallel calls share one refresh: a refresh token works once (rotation).
    refreshing ??= refresh(tokens).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** The answer of a call with the bearer; a network failure is a refusal of status 0. */
  async function fetched(method: string, path: string, init: RequestInit, auth: boolean) {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (auth) {
      const token = await accessToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    try {
      return await deps.fetch(path, { ...init, method, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw refusal(0, failure(0));
    }
  }

  async function send(method: string, path: string, init: RequestInit, auth: boolean) {
    const response = await fetched(method, path, init, auth);
    const text = await response.text();
    const json = parse(text);
    if (!response.ok) throw refusal(response.status, refusalOf(response.status, json));
    return { status: response.status, headers: response.headers, body: text, json };
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}) {
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    const headers: Record<string, string> = {};
    if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const body =
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body);
    const answer = await send(
      method,
      path,
      { headers, body, signal: options.signal },
      options.auth !== false,
    );
    return answer.json as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    /** A file the server sends (an export), with the same bearer and refusals. */
    async download(path: string): Promise<Blob> {
      const response = await fetched('GET', path, { headers: { accept: '*/*' } }, true);
      if (!response.ok) {
        const json = parse(await response.text());
        throw refusal(response.status, refusalOf(response.status, json));
      }
      return response.blob();
    },
    /** ra-data-simple-rest's httpClient: the same bearer, refresh and errors. */
    fetchJson(url: string, options: RequestInit = {}): Promise<JsonAnswer> {
      const headers = new Headers(options.headers);
      if (typeof options.body === 'string' && !headers.has('content-type')) {
        headers.set('content-type', 'application/json');
      }
      return send(options.method ?? 'GET', url, { ...options, headers }, true);
    },
  };
}

export type Http = ReturnType<typeof createHttp>;

let expiredHandler = () => {};

/** The app says what a refused refresh does (go to log in with a redirect). */
export function onSessionExpired(handler: () => void): void {
  expiredHandler = handler;
}

export const http: Http = createHttp({
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  storage,
  onSessionExpired: () => expiredHandler(),
});
