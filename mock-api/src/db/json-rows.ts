import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema';

/**
 * The rows of a JSON array of objects, as a table named v with the given
 * typed columns: one parameter whatever the number of rows, so that a
 * statement over a batch has the same text at every batch (built once, and
 * prepared once on PostgreSQL).
 */
export function rowsOf(
  db: Kysely<Database>,
  items: string,
  columns: Record<string, 'int' | 'text'>,
) {
  const names = Object.keys(columns);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const typed = names.map((name) => `${name} ${columns[name]}`).join(', ');
    return sql`json_to_recordset(${items}::json) as v(${sql.raw(typed)})`;
  }
  const extracted = names.map((name) => `json_extract(value, '$.${name}') as ${name}`).join(', ');
  return sql`(select ${sql.raw(extracted)} from json_each(${items})) as v`;
}
