import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema';

type ColumnType = 'int' | 'text' | 'float8';
type Value = <Name extends string>(name: Name) => unknown;

/**
 * Rows a statement takes as one table named v, whatever their number, so that
 * a statement over a batch has the same text at every batch (built once, and
 * prepared once on PostgreSQL). On PostgreSQL each column is one array,
 * unnested: the planner counts an array's elements, where it takes any set
 * function for a hundred rows and would then scan a small table whole rather
 * than look each row up by its index. On SQLite the rows are one JSON array.
 */
/**
 * The updated table's rows, as an UPDATE ... FROM v returns them: SQLite's
 * RETURNING names them by `*` alone, where PostgreSQL's `*` adds v's columns.
 */
export function updatedRows(db: Kysely<Database>, table: string) {
  return sql.raw(db.getExecutor().adapter instanceof PostgresAdapter ? `${table}.*` : '*');
}

export function batchRows<Columns extends Record<string, ColumnType>>(columns: Columns) {
  const names = Object.keys(columns) as (keyof Columns & string)[];
  const postgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /** The table v, for a statement built with `prepared`. */
    table(db: Kysely<Database>, value: Value) {
      if (postgres(db)) {
        const arrays = names.map(
          (name) => sql`${value(`v_${name}`)}::${sql.raw(`${columns[name]}[]`)}`,
        );
        return sql`unnest(${sql.join(arrays)}) as v(${sql.raw(names.join(', '))})`;
      }
      const extracted = names
        .map((name) => `json_extract(value, '$.${name}') as ${name}`)
        .join(', ');
      return sql`(select ${sql.raw(extracted)} from json_each(${value('v_rows')})) as v`;
    },
    /** The values a run of that statement takes for these rows. */
    values(db: Kysely<Database>, rows: Record<keyof Columns, unknown>[]): Record<string, unknown> {
      if (!postgres(db)) return { v_rows: JSON.stringify(rows) };
      return Object.fromEntries(names.map((name) => [`v_${name}`, rows.map((row) => row[name])]));
    },
  };
}
