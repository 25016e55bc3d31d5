import { type SyncSchema, validate } from '@quiz/shared/validation';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { type Refusal, refusalStatus } from '../domain/forms';
import { ApiError } from '../errors';
import { inputValidator, junkIn, typeMismatches } from './input-validator';

type BodyCheck = (body: unknown) => { value: unknown } | { error: Error };

/**
 * A route's validator that checks the body its own way and the other parts
 * (path and query) against their schemas, as every route does.
 */
function bodyCheckedBy(check: (schema: unknown) => BodyCheck): FastifySchemaCompiler<TSchema> {
  return (route) => (route.httpPart === 'body' ? check(route.schema) : inputValidator(route));
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
  return bodyCheckedBy((contract) => {
    const mismatches = typeMismatches(contract);
    return (body) => {
      const result = validate(schema, prepare(body ?? {}));
      // The form rules read "2" as 2, as a form's input holds it; a JSON body sends the contract's types.
      const typed = mismatches(body);
      // What the rule let through is refused still with junk in it (a NUL in a free text...).
      const junk = result.ok ? (typed ?? junkFields(result.value)) : null;
      if (junk) return { error: new ApiError(400, refusalStatus(refusal, junk), { errors: junk }) };
      if (result.ok) return { value: result.value };
      // A body that is no object at all is named as the whole body, as the schema validator does.
      const { '': whole, ...fields } = result.errors;
      const errors = { ...typed, ...(whole ? { body: whole, ...fields } : fields) };
      return { error: new ApiError(400, refusalStatus(refusal, errors), { errors }) };
    };
  });
}

/**
 * For a multipart form, read and checked by the domain as it streams (its
 * text fields by a shared form rule, its files by their content).
 */
export const bodyCheckedByTheDomain = bodyCheckedBy(() => (body) => ({ value: body }));

/**
 * For a route that takes a JSON body or a multipart upload (PUT /api/me/):
 * the JSON checked as `formBody` checks it, an upload read and checked by
 * the handler as it streams.
 */
export function formBodyOrUpload<T>(
  ...rule: Parameters<typeof formBody<T>>
): FastifySchemaCompiler<TSchema> {
  const json = formBody(...rule);
  return (route) =>
    route.httpPart === 'body' && route.contentType?.startsWith('multipart/')
      ? (body) => ({ value: body })
      : json(route);
}
