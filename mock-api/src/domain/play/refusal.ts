import type { StatusMessage } from '@quiz/shared/codes';

/** A reason the server will not start or go on with a play, as a status_message. */
export class PlayRefusal extends Error {
  constructor(
    readonly statusMessage: StatusMessage,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(statusMessage);
  }
}
