import type { ApiError } from '../../lib/api';

/**
 * The wait the server gave with its last refusal for too many attempts, in
 * whole minutes. Kept here because forms hold message keys only; one auth
 * screen shows at a time, so the last wait is the one on show.
 */
let waitMinutes = 1;

/** The parameters of auth.too_many: the real wait, never "a few minutes" for an hour. */
export function waitParams(): { minutes: number } {
  return { minutes: waitMinutes };
}

/** Form-level message for a refusal no field explains. */
export function unexpected(error: ApiError): string {
  if (error.status === 429) {
    const seconds = Number(error.body.retry_after);
    waitMinutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
    return 'auth.too_many';
  }
  return 'auth.something_wrong';
}

/** unexpected() as a message with its parameters, for screens that keep both. */
export function unexpectedMessage(error: ApiError): { key: string; params?: { minutes: number } } {
  const key = unexpected(error);
  return key === 'auth.too_many' ? { key, params: waitParams() } : { key };
}
