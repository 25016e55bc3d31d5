import type { StatusMessage } from '@quiz/shared/codes';
import { type SyncSchema, validate } from '@quiz/shared/validation';
import type { FastifySchemaCompiler } from 'fastify';
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

/**
 * A route's validator that checks the body with one of the shared form rules,
 * so a refusal names each field with the message key the apps show, as their
 * own forms do. The route's TypeBox body schema still documents the body and
 * types it. For routes whose body is the only part with a schema.
 */
export function formBody<T>(
  schema: SyncSchema<T>,
  statusMessage: StatusMessage = 'BAD',
): FastifySchemaCompiler<unknown> {
  return ({ httpPart, url }) => {
    if (httpPart !== 'body') throw new Error(`${url}: formBody checks the body only`);
    return (body: unknown) => {
      const result = validate(schema, body ?? {});
      if (result.ok) return { value: result.value };
      // A body that is no object at all is named as the whole body, as the schema validator does.
      const { '': whole, ...fields } = result.errors;
      const errors = whole ? { body: whole, ...fields } : fields;
      return { error: new ApiError(400, statusMessage, { errors }) };
    };
  };
}
