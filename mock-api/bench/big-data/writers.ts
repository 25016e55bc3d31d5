/*
 * Writers of many rows at once, straight through the driver of each
 * database: the fill of a million plays takes seconds, not the hours the
 * server's own calls would.
 */
import { join } from 'node:path';
import pg from 'pg';
import type { Dialect } from '../../src/db/migrations/helpers';
import { openSqliteFile } from '../../src/db/sqlite-driver';

export type Value = string | number | null;
type Column = [name: string, type: 'int4' | 'text'];

/** 'id email:text' -> [['id', 'int4'], ['email', 'text']]: columns are integers unless said. */
const columnsOf = (spec: string): Column[] =>
  spec.split(' ').map((column) => {
    const [name = '', type] = column.split(':');
    return [name, type === 'text' ? 'text' : 'int4'];
  });

/** Writes many rows fast, straight through the driver of the database. */
export interface Writer {
  readonly dialect: Dialect;
  insert(table: string, columns: string, count: number, row: (i: number) => Value[]): Promise<void>;
  /**
   * Runs `fill` with the table's indexes dropped and its triggers off, then
   * builds the indexes again and turns the triggers back on: faster than
   * keeping them up row by row. What the triggers keep is then the fill's to
   * write (`run`).
   */
  withoutIndexes(table: string, fill: () => Promise<void>): Promise<void>;
  /** Runs one statement. */
  run(statement: string): Promise<void>;
  /** After the fill: what the database needs to read the rows as it would in production. */
  done(): Promise<void>;
}

/** SQLite: one prepared statement run row by row, all in one transaction. */
export function sqliteWriter(dataDir: string): Writer {
  const file = openSqliteFile(join(dataDir, 'quiz.sqlite'));
  // The rows come with their ids, each after those it refers to: checking would only slow the fill.
  file.exec('pragma foreign_keys = OFF');
  // A crash during the fill loses only the bench's data.
  file.exec('pragma synchronous = OFF');
  file.exec('begin');
  const counting = withoutCountingTriggers(file);
  return {
    dialect: 'sqlite',
    async insert(table, spec, count, row) {
      const columns = columnsOf(spec);
      const statement = file.prepare(
        `insert into ${table} (${columns.map(([name]) => name).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      for (let i = 0; i < count; i += 1) statement.run(row(i));
    },
    async withoutIndexes(table, fill) {
      // Indexes made by constraints have no statement and stay.
      const dropped = file
        .prepare(
          "select type, name, sql from sqlite_master where type in ('index', 'trigger') and tbl_name = ? and sql is not null",
        )
        .all([table]) as { type: string; name: string; sql: string }[];
      for (const { type, name } of dropped) file.exec(`drop ${type} ${name}`);
      await fill();
      for (const { sql } of dropped) file.exec(sql);
    },
    async run(statement) {
      file.exec(statement);
    },
    async done() {
      counting.restore();
      file.exec('commit');
      // The server's SQLite runs no ANALYZE: its planner reads no statistics, and neither does this.
      file.close();
    },
  };
}

/*
 * The triggers that count writes for the servers' kept reads (migration
 * 0027_read_changes) are off during the fill: no server has read this new
 * database yet, so no kept read can be stale, and counting a million plays
 * would double their fill and leave the server a million rows to fold as the
 * measures start. So are those counting the grams of players' names
 * (0028_name_grams), which the fill counts in one statement at its end:
 * 100,000 players written in one statement would each update the rows of
 * the commonest grams, hundreds of times in one transaction.
 */
const countingTriggers = (column: string) =>
  `(${column} like 'read_changes_%' or ${column} like 'player_name_grams_%')`;

function withoutCountingTriggers(file: ReturnType<typeof openSqliteFile>) {
  const triggers = file
    .prepare(
      `select name, sql from sqlite_master where type = 'trigger' and ${countingTriggers('name')}`,
    )
    .all([]) as { name: string; sql: string }[];
  for (const { name } of triggers) file.exec(`drop trigger ${name}`);
  return {
    restore() {
      for (const { sql } of triggers) file.exec(sql);
    },
  };
}

/**
 * A column's values as PostgreSQL's array text, written here in one pass: the
 * driver's own conversion, value by value, took a good part of the fill.
 */
const arrayLiteral = (values: Value[]) =>
  `{${values
    .map((value) =>
      value === null
        ? 'NULL'
        : typeof value === 'number'
          ? String(value)
          : `"${value.replace(/["\\]/g, '\\$&')}"`,
    )
    .join(',')}}`;

/** PostgreSQL: batches of rows sent as one array per column, unnested by the server. */
export async function postgresWriter(url: string): Promise<Writer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables: string[] = [];
  const BATCH = 20_000;
  // As on SQLite (withoutCountingTriggers): the counting triggers are off during the fill.
  const { rows: counting } = await client.query<{ table: string; name: string }>(
    `select distinct event_object_table as table, trigger_name as name from information_schema.triggers
      where trigger_schema = current_schema()
        and ${countingTriggers('trigger_name')}`,
  );
  for (const { table, name } of counting) {
    await client.query(`alter table ${table} disable trigger ${name}`);
  }
  return {
    dialect: 'postgres',
    async insert(table, spec, count, row) {
      const columns = columnsOf(spec);
      if (columns.some(([name]) => name === 'id')) tables.push(table);
      const names = columns.map(([name]) => name).join(', ');
      const arrays = columns.map(([, type], k) => `$${k + 1}::${type}[]`).join(', ');
      const text = `insert into ${table} (${names}) select * from unnest(${arrays})`;
      for (let start = 0; start < count; start += BATCH) {
        const size = Math.min(BATCH, count - start);
        const values: Value[][] = columns.map(() => new Array<Value>(size));
        for (let i = 0; i < size; i += 1) {
          const cells = row(start + i);
          for (let k = 0; k < columns.length; k += 1) (values[k] as Value[])[i] = cells[k] ?? null;
        }
        await client.query(text, values.map(arrayLiteral));
      }
    },
    async withoutIndexes(table, fill) {
      // Indexes behind a constraint (keys, unique constraints) stay.
      const { rows } = await client.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes
          where schemaname = current_schema() and tablename = $1
            and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
        [table],
      );
      for (const { indexname } of rows) await client.query(`drop index ${indexname}`);
      // Those of foreign keys stay on.
      await client.query(`alter table ${table} disable trigger user`);
      await fill();
      await client.query(`alter table ${table} enable trigger user`);
      await client.query("set maintenance_work_mem = '256MB'");
      for (const { indexdef } of rows) await client.query(indexdef);
    },
    async run(statement) {
      await client.query(statement);
    },
    async done() {
      try {
        await afterFill();
      } finally {
        await client.end();
      }
    },
  };

  async function afterFill() {
    for (const { table, name } of counting) {
      await client.query(`alter table ${table} enable trigger ${name}`);
    }
    // Ids were given: the identities go on after them, as if the rows had been inserted one by one.
    for (const table of tables) {
      const identity = await client.query('select pg_get_serial_sequence($1, $2) as sequence', [
        table,
        'id',
      ]);
      const sequence = identity.rows[0]?.sequence as string | null;
      if (sequence) {
        await client.query(
          `select setval('${sequence}', coalesce((select max(id) from ${table}), 1))`,
        );
      }
    }
    // What autovacuum does to tables that grew: statistics, and the visibility map index-only scans read.
    await client.query('vacuum analyze');
  }
}
