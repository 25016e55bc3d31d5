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

export const badRequest = (statusMessage: StatusMessage, errors?: Record<string, string>) =>
  new ApiError(400, statusMessage, errors ? { errors } : {});
export const notFound = (statusMessage: StatusMessage = 'NOT_FOUND') =>
  new ApiError(404, statusMessage);
export const forbidden = (statusMessage: StatusMessage = 'NOT_ALLOWED') =>
  new ApiError(403, statusMessage);
