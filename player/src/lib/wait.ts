import { waitMinutes as minutesOf } from '@quiz/shared/format';
import type { ApiError } from './api';

/**
 * The wait the server gave with its last refusal for too many attempts
 * (429: retry_after in the body, in seconds, as the Retry-After header
 * says it), in whole minutes. Kept here because forms hold message keys
 * only; one form shows at a time, so the last wait is the one on show.
 */
let waitMinutes = 1;

/** Keeps the wait a 429 gives, so that its message says the real time: never "a moment" for an hour. */
export function rememberWait(error: ApiError): void {
  waitMinutes = minutesOf(error.body.retry_after);
}

/** The parameters of a message that tells the wait ({minutes}). */
export function waitParams(): { minutes: number } {
  return { minutes: waitMinutes };
}
