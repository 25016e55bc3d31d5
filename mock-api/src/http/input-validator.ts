import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

/**
 * Characters no text field holds: PostgreSQL refuses NUL in text, and the
 * other controls (tab, line feed and carriage return excepted) are junk.
 */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

const common: Options = { removeAdditional: false, useDefaults: true, allErrors: true };

/*
 * JSON bodies have types: nothing is converted. Path, query and headers are
 * text: an integer or a boolean is read from its text, a repeated query key
 * fills a list, and anything else (1.5 for an integer, true for a number, two
 * values for one) is refused. The instances hold compiled schemas only.
 */
const forBodies = addFormats(new Ajv({ ...common, coerceTypes: false }));
const forTexts = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
/** Reads a body without changing it (no defaults written in), for its types only. */
const typesOnly = addFormats(new Ajv({ ...common, useDefaults: false, coerceTypes: false }));

/**
 * Where a value holds junk no rule should see: a number that is not finite
 * (text such as "1e999" converts to Infinity, which Ajv's bounds let through)
 * or a text with control characters. Walked without recursion: depth is the
 * sender's choice.
 */
export function junkIn(value: unknown): FastifySchemaValidationError[] {
  const found: FastifySchemaValidationError[] = [];
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (isJunk(item)) {
      found.push({
        keyword: 'junk',
        instancePath: path,
        schemaPath: '',
        params: {},
        message: 'junk',
      });
    } else if (item && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) pending.push([child, `${path}/${key}`]);
    }
  }
  return found;
}

function isJunk(item: unknown): boolean {
  if (typeof item === 'string') return CONTROL_CHARACTERS.test(item);
  return typeof item === 'number' && !Number.isFinite(item);
}

/**
 * The server's validator of every part of a request: the contract's schema,
 * checked by the instance that suits the part, then no junk in what passed.
 */
export const inputValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const check = (httpPart === 'body' ? forBodies : forTexts).compile(schema as object);
  return (value) => {
    if (!check(value)) return { error: check.errors as FastifySchemaValidationError[] };
    const junk = junkIn(value);
    return junk.length > 0 ? { error: junk } : { value };
  };
};

/**
 * For a body checked by a shared form rule (which reads "2" as 2 and "true"
 * as true, as a form's input holds them): the fields whose type is not the
 * one the contract's schema gives (text where it says integer, a list where
 * it says boolean...), as field -> message key, or null when there is none.
 * Only types are checked here; the rule checks the rest with its own messages.
 */
export function typeMismatches(
  contract: unknown,
): (body: unknown) => Record<string, string> | null {
  if (!contract || typeof contract !== 'object') return () => null;
  const check = typesOnly.compile(contract as object);
  return (body) => {
    if (check(body)) return null;
    const fields = (check.errors ?? []).flatMap((error) => {
      if (error.keyword !== 'type' || error.instancePath === '') return [];
      const types = [error.params.type].flat();
      const key = types.includes('integer')
        ? 'validation.integer_invalid'
        : types.includes('number')
          ? 'validation.number_invalid'
          : 'validation.value_invalid';
      return [[error.instancePath.slice(1).replaceAll('/', '.'), key]];
    });
    return fields.length > 0 ? Object.fromEntries(fields) : null;
  };
}
