import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** A content file that lacks the shape of its contract. */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
}

/**
 * The texts of a content file (texts/*.json), checked against the contract
 * the API answers them with: a malformed file stops the server at start,
 * naming the file and the field, instead of serving a broken page.
 */
export function checkedText<T extends TSchema>(schema: T, file: string, value: unknown): Static<T> {
  if (Value.Check(schema, value)) return value as Static<T>;
  const [first] = Value.Errors(schema, value);
  throw new ContentFileError(
    `content ${file}: ${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`,
  );
}
