import { type SyncSchema, validate } from '@quiz/shared/validation';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { type Refusal, refusalStatus } from '../domain/forms';
import { ApiError } from '../errors';
import { inputValidator, junkIn } from './input-validator';

type BodyCheck = (body: unknown) => { value: unknown } | { error: Error };

/**
 * A route's validator that checks the body its own way and the other parts
 * (path and query) against their schemas, as every route does.
 */
function bodyCheckedBy(check: BodyCheck): FastifySchemaCompiler<TSchema> {
  return (route) => (route.httpPart === 'body' ? check : inputValidator(route));
}

/** Field -> message key of the junk in a body, or null when there is none. */
function junkFields(body: unknown): Record<string, string> | null {
  const found = junkIn(body);
  if (found.length === 0) return null;
  const fields = found.map((issue) => issue.instancePath.slice(1).replaceAll('/', '.') || 'body');
  return Object.fromEntries(fields.map((field) => [field, 'validation.value_invalid']));
}

/**
 * A route's validator that checks the body with one of the shared form rules,
 * so a refusal names each field with the message key the apps show, as their
 * own forms do. The route's TypeBox body schema still documents the body and
 * types it. `prepare` puts the body in the form the rule reads (an identifier
 * in its stored form...).
 */
export function formBody<T>(
  schema: SyncSchema<T>,
  refusal: Refusal = 'BAD',
  prepare: (body: unknown) => unknown = (body) => body,
): FastifySchemaCompiler<TSchema> {
  return bodyCheckedBy((body) => {
    const result = validate(schema, prepare(body ?? {}));
    // What the rule let through is refused still with junk in it (a NUL in a free text...).
    const junk = result.ok ? junkFields(result.value) : null;
    if (junk) return { error: new ApiError(400, refusalStatus(refusal, junk), { errors: junk }) };
    if (result.ok) return { value: result.value };
    // A body that is no object at all is named as the whole body, as the schema validator does.
    const { '': whole, ...fields } = result.errors;
    const errors = whole ? { body: whole, ...fields } : fields;
    return { error: new ApiError(400, refusalStatus(refusal, result.errors), { errors }) };
  });
}

/**
 * For a body whose rule depends on the query (PUT /api/me/?index= takes a
 * form or a multipart picture): the route's schema documents it, and the
 * domain checks it with the rule the query names.
 */
export const bodyCheckedByTheDomain = bodyCheckedBy((body) => ({ value: body }));
