import type { ErrorBody } from '@quiz/shared/codes';
import { accessToken as refreshingToken } from '@quiz/shared/session';
import { storage } from './storage';

/** An error body as the server sends it, with any extra fields (tries, username…). */
export type ApiErrorBody = ErrorBody & Record<string, unknown>;

/**
 * A refused or failed call: the HTTP status (0 when the network failed, -1 when the
 * call was not even sent) and the parsed body.
 */
export class ApiError extends Error {
  // Declared, not initialised: no class-field helpers in the ES2020 build.
  declare readonly status: number;
  declare readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(body.status_message);
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  body?: unknown;
  /** Public calls carry no bearer header (spec section 7). */
  auth?: boolean;
  signal?: AbortSignal;
  /** The Idempotency-Key of a money call (lib/money-action.ts). */
  idempotencyKey?: string;
}

export interface ClientDeps {
  fetch: typeof fetch;
  now: () => number;
  /** A refresh was refused: the session is over (the caller sends the user to login). */
  onSessionExpired: () => void;
}

const failure = (status: number): ApiErrorBody => ({
  status_message: status >= 500 || status === 0 ? 'FAIL' : 'BAD',
});

/**
 * Any body with a status_message is the server's refusal. Checked by shape, not
 * against the list of known codes, which would weigh on every page for no gain.
 */
function isRefusal(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { status_message?: unknown }).status_message === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createClient(deps: ClientDeps) {
  // The refresh rule is the back office's too: one copy in shared, thrown as this app's errors.
  const accessToken = refreshingToken({
    ...deps,
    storage,
    onSessionExpired() {
      console.warn('Refresh failed');
      deps.onSessionExpired();
    },
    refusal: (status, statusMessage) => new ApiError(status, { status_message: statusMessage }),
  });

  async function request<T>(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.auth !== false) {
      const token = await accessToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    let response: Response;
    try {
      response = await deps.fetch(path, {
        method,
        headers,
        signal: options.signal,
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // The phone's own word that it is offline: said as such (status.OFFLINE) wherever
      // the screens show a failure's code.
      throw new ApiError(0, navigator.onLine ? failure(0) : { status_message: 'OFFLINE' });
    }
    const body = await readBody(response);
    if (!response.ok) {
      const parsed = isRefusal(body) ? body : failure(response.status);
      throw new ApiError(response.status, parsed);
    }
    return body as T;
  }

  return {
    request,
    /** The access token, fresh, for what cannot send a header (a WebSocket's query). */
    token: accessToken,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type Client = ReturnType<typeof createClient>;

let expiredHandler = () => {};

/** The session module says what a refused refresh does (reset state, go to login). */
export function onSessionExpired(handler: () => void): void {
  expiredHandler = handler;
}

export const http: Client = createClient({
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  onSessionExpired: () => expiredHandler(),
});
