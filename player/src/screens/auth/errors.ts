import type { ApiError } from '../../lib/api';
import { rememberWait, waitParams } from '../../lib/wait';

/** The parameters of auth.too_many: the real wait, never "a few minutes" for an hour. */
export { waitParams };

/** Form-level message for a refusal no field explains. */
export function unexpected(error: ApiError): string {
  if (error.status === 429) {
    rememberWait(error);
    return 'auth.too_many';
  }
  return 'auth.something_wrong';
}

/** unexpected() as a message with its parameters, for screens that keep both. */
export function unexpectedMessage(error: ApiError): { key: string; params?: { minutes: number } } {
  const key = unexpected(error);
  return key === 'auth.too_many' ? { key, params: waitParams() } : { key };
}
