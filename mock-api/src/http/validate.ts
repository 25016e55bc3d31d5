import type { StatusMessage } from '@quiz/shared/codes';
import { type SyncSchema, validate } from '@quiz/shared/validation';
import { ApiError } from '../errors';

/**
 * Runs one of the shared schemas on a request part and returns the cleaned
 * value, or stops the request with 400, the given status message (BAD unless
 * the spec names another) and a message key per invalid field.
 */
export function parse<T>(
  schema: SyncSchema<T>,
  value: unknown,
  statusMessage: StatusMessage = 'BAD',
): T {
  const result = validate(schema, value ?? {});
  if (!result.ok) throw new ApiError(400, statusMessage, { errors: result.errors });
  return result.value;
}
