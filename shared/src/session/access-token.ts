import { TOKEN_REFRESH_MARGIN_MS } from '../constants/auth';
import type { AuthTokens } from '../contract/auth';
import { auth } from '../paths/auth';
import { tokenExpiry } from './token';

/** Where an app keeps the signed-in session (local storage, under the spec's keys). */
export interface TokenStore {
  tokens(): AuthTokens | null;
  setTokens(tokens: AuthTokens): void;
  /** the tokens and the cached details, once the session is over */
  clearSession(): void;
}

export interface AccessTokenDeps {
  fetch: typeof fetch;
  now: () => number;
  storage: TokenStore;
  /** A refresh was refused: the session is over (the app sends the user to log in). */
  onSessionExpired: () => void;
  /** The app's own error: status 0 FAIL offline, 401 NOT_AUTHENTICATED when refused. */
  refusal: (status: 0 | 401, statusMessage: 'FAIL' | 'NOT_AUTHENTICATED') => Error;
}

/**
 * The spec's refresh rule (section 7), as both apps follow it: the access token
 * to send, refreshed first when under a second of it is left. Framework-free so
 * the player site and the back office share it, each with its own error type.
 */
export function accessToken(deps: AccessTokenDeps): () => Promise<string | null> {
  let refreshing: Promise<string> | null = null;

  async function refresh(tokens: AuthTokens): Promise<string> {
    let response: Response;
    try {
      response = await deps.fetch(auth.refresh(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh: tokens.refresh }),
      });
    } catch {
      // Offline on a mobile network is not a refused session: keep the tokens for later.
      throw deps.refusal(0, 'FAIL');
    }
    const text = await response.text();
    let body: AuthTokens | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      // An empty or broken answer is a refusal like any other.
    }
    if (!response.ok || typeof body?.access !== 'string') {
      deps.storage.clearSession();
      deps.onSessionExpired();
      throw deps.refusal(401, 'NOT_AUTHENTICATED');
    }
    deps.storage.setTokens(body);
    return body.access;
  }

  return async () => {
    const tokens = deps.storage.tokens();
    if (!tokens) return null;
    const expiry = tokenExpiry(tokens.access);
    if (expiry === null || expiry - deps.now() >= TOKEN_REFRESH_MARGIN_MS) return tokens.access;
    // Parallel calls share one refresh: a refresh token works once (rotation).
    refreshing ??= refresh(tokens).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
}
