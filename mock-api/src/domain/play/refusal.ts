import type { StatusMessage } from '@quiz/shared/codes';
import { DomainError, type RefusalKind } from '../errors';

/** The play refusals that are not plain invalid requests. */
const KINDS: Partial<Record<StatusMessage, RefusalKind>> = {
  RELATED_MANAGER: 'forbidden',
  NOT_ALLOWED: 'forbidden',
  INVALID_PLAY: 'not_found',
  SELF_EXCLUDED: 'forbidden',
};

/** A reason the server will not start or go on with a play, as a status_message. */
export class PlayRefusal extends DomainError {
  constructor(
    statusMessage: StatusMessage,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(KINDS[statusMessage] ?? 'invalid', statusMessage, { extra });
  }
}
