import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

/* Column helpers so each migration is written once for SQLite and PostgreSQL. */

export type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their own time
export type MigrationDb = Kysely<any>;

export function dialectOf(db: MigrationDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

type Table = CreateTableBuilder<string, never>;

/** An auto-generated integer primary key: identity on PostgreSQL, rowid alias on SQLite. */
export function withId(db: MigrationDb, table: Table): Table {
  return table.addColumn('id', 'integer', (col) =>
    dialectOf(db) === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement(),
  );
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();

export function flag(defaultValue: 0 | 1) {
  return (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(defaultValue);
}

export function integer(defaultValue = 0) {
  return (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(defaultValue);
}

/** ISO-8601 UTC text, filled by the database when the row is inserted without one. */
export function createdAt(db: MigrationDb) {
  const now =
    dialectOf(db) === 'postgres'
      ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(now);
}

/** A required foreign key, or an optional one when its row is to be kept with a null ('set null'). */
export function references(target: string, onDelete: 'cascade' | 'set null' | 'restrict') {
  return (col: ColumnDefinitionBuilder) => {
    const ref = col.references(target).onDelete(onDelete);
    return onDelete === 'set null' ? ref : ref.notNull();
  };
}
