import type { StatusMessage } from '@quiz/shared/codes';

/**
 * A refusal the client is meant to understand: an HTTP status, the spec's
 * status_message code and, for forms, a message key per field. HTTP only:
 * the rules refuse with domain errors (domain/errors.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly statusMessage: StatusMessage,
    readonly details: {
      errors?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(statusMessage);
  }
}
