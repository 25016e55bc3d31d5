import type { StatusMessage } from '@quiz/shared/codes';

/**
 * Why the domain refuses something. The domain knows no HTTP: the one error
 * handler (plugins/errors.ts) turns each kind into its status code.
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

/** A refusal the client is meant to understand: the spec's status_message and, for forms, a key per field. */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly statusMessage: StatusMessage,
    readonly details: { errors?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(statusMessage);
  }
}

/** Refused as given: `errors` names each field, `extra` adds what the spec sends beside (tries left...). */
export const invalid = (
  statusMessage: StatusMessage,
  errors?: Record<string, string>,
  extra?: Record<string, unknown>,
) =>
  new DomainError('invalid', statusMessage, { ...(errors && { errors }), ...(extra && { extra }) });
/** The account of a login is no more (deleted meanwhile). */
export const notAuthenticated = () => new DomainError('unauthenticated', 'NOT_AUTHENTICATED');
export const notFound = (statusMessage: StatusMessage = 'NOT_FOUND') =>
  new DomainError('not_found', statusMessage);
export const forbidden = (statusMessage: StatusMessage = 'NOT_ALLOWED') =>
  new DomainError('forbidden', statusMessage);
/** Refused because of the state things are in (the last of its kind...), not the input's form. */
export const conflict = (statusMessage: StatusMessage, errors?: Record<string, string>) =>
  new DomainError('conflict', statusMessage, errors ? { errors } : {});
