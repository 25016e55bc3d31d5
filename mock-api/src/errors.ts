import type { StatusMessage } from '@quiz/shared/codes';

/**
 * A refusal the client is meant to understand: an HTTP status, the spec's
 * status_message code and, for forms, a message key per field.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly statusMessage: StatusMessage,
    readonly details: {
      errors?: Record<string, string>;
      xtra_errors?: Record<string, unknown>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(statusMessage);
  }
}

// Refusals of the rules are domain errors; these names stay for the modules still moving to them.
export { forbidden, invalid as badRequest, notFound } from './domain/errors';
