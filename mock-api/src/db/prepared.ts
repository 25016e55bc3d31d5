import { createHash } from 'node:crypto';
import { type CompiledQuery, type Kysely, PostgresAdapter, type QueryResult } from 'kysely';
import type { Database } from './schema';

const NAME = Symbol('parameter');

/**
 * How a statement says it is to be prepared by name on PostgreSQL
 * (db/index.ts): a comment SQLite reads as one.
 */
export const PREPARED_STATEMENT = /^\/\* prepared (\w+) \*\//;

/** A value's place in a statement, filled at each run. */
interface Placeholder {
  readonly [NAME]: string;
}

const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === 'object' && value !== null && NAME in value;

interface Compiled {
  statement: CompiledQuery;
  /** each parameter: the name of the value to put there, or a value fixed at build */
  slots: ({ name: string } | { value: unknown })[];
}

/**
 * A statement built and compiled by Kysely once per dialect, then run with the
 * values of each call. Building and compiling cost more than running a short
 * statement on SQLite: the play's busiest statements (each answer, each move)
 * are built this way. `build` names each value with `value('name')` where a
 * call's value goes, and gives the compiled query (`.compile()`, or
 * `.compile(db)` for a `sql` template).
 */
export function prepared<Values extends Record<string, unknown>, Row>(
  build: (
    db: Kysely<Database>,
    value: <Name extends keyof Values & string>(name: Name) => Values[Name],
  ) => CompiledQuery<Row>,
) {
  // One compiled statement per dialect (an adapter per database handle, shared by its transactions).
  const byDialect = new Map<unknown, Compiled>();

  function compile(db: Kysely<Database>): Compiled {
    const placeholder = (name: string) => ({ [NAME]: name }) as unknown as never;
    const built = build(db, placeholder);
    // On PostgreSQL, prepared by name once per connection (db/index.ts): its planning is most of a short statement's time.
    const statement =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? {
            ...built,
            sql: `/* prepared p${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)} */ ${built.sql}`,
          }
        : built;
    const slots = statement.parameters.map((parameter) =>
      isPlaceholder(parameter) ? { name: parameter[NAME] } : { value: parameter },
    );
    return { statement, slots };
  }

  return async function run(db: Kysely<Database>, values: Values): Promise<QueryResult<Row>> {
    const dialect = db.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      compiled = compile(db);
      byDialect.set(dialect, compiled);
    }
    const parameters = compiled.slots.map((slot) =>
      'name' in slot ? values[slot.name] : slot.value,
    );
    return db.executeQuery<Row>({ ...compiled.statement, parameters } as CompiledQuery<Row>);
  };
}
