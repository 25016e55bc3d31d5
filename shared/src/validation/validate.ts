/** One way for the server and both apps to run a schema and read its errors. */
import { type ValidateOptions, ValidationError } from 'yup';

/** Anything with yup's synchronous validation; T is the schema's output type. */
export interface SyncSchema<T> {
  validateSync(value: unknown, options?: ValidateOptions): T;
}

export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Record<string, string> };

/** Field path -> first message key. Form-level errors (no path) land under ''. */
function collectErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const path = leaf.path ?? '';
    errors[path] ??= leaf.message;
  }
  return errors;
}

/**
 * Validates and casts `value`. Unknown keys are stripped so a server stores only what
 * the schema names; every failing field is reported (not just the first), each with
 * its first message key.
 */
export function validate<T>(
  schema: SyncSchema<T>,
  value: unknown,
  context?: Record<string, unknown>,
): ValidationResult<T> {
  try {
    const result = schema.validateSync(value, { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value: result };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: collectErrors(error) };
    throw error;
  }
}
