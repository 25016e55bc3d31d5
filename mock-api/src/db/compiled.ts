import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './index';

/**
 * How a statement says it is to be prepared by name on PostgreSQL
 * (db/index.ts): a comment SQLite reads as one.
 */
export const PREPARED_STATEMENT = /^\/\* prepared (\w+) \*\//;

/**
 * A query built and compiled by Kysely once, then run with new values. Kysely
 * builds and compiles each query anew at every call, which costs more than
 * SQLite takes to answer a short read: for a statement of every signed-in
 * call, once is enough. The query is built with a marker in place of each
 * value; each run puts its values where the markers are. On PostgreSQL the
 * statement is also prepared once per connection under `name` (unique among
 * these statements): parsing and planning it again at each call took five
 * times as long as running it.
 */
export function compiledOnce<Markers extends readonly unknown[], Row>(
  name: string,
  build: (...markers: Markers) => Compilable<Row>,
  markers: Markers,
): (db: Db, ...values: Markers) => Promise<Row[]> {
  const built = build(...markers).compile();
  const compiled = { ...built, sql: `/* prepared ${name} */ ${built.sql}` };
  const slots = markers.map((marker) => {
    const slot = compiled.parameters.indexOf(marker);
    if (slot === -1 || compiled.parameters.lastIndexOf(marker) !== slot) {
      throw new Error(`marker ${String(marker)} must stand for exactly one value`);
    }
    return slot;
  });
  return async (db, ...values) => {
    const parameters = [...compiled.parameters];
    slots.forEach((slot, index) => {
      parameters[slot] = values[index];
    });
    const query: CompiledQuery<Row> = { ...compiled, parameters };
    return (await db.executeQuery(query)).rows;
  };
}
