import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  sql,
} from 'kysely';
import pg from 'pg';
import { checkpointInThread } from './checkpointer';
import { migrationProvider } from './migrations/index';
import { PREPARED_STATEMENT } from './prepared';
import type { Database } from './schema';
import { SchemaDialect } from './schema-dialect';
import { openSqliteFile, QueuedSqliteDialect, type SqliteFile } from './sqlite-driver';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** folder holding the SQLite file when no PostgreSQL URL is given */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way) */
  pgSchema?: string;
}

export interface DatabaseHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
}

// PostgreSQL answers counts and sums as 64-bit strings; our figures fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    return { db: postgresDatabase(options.databaseUrl, options.pgSchema, 10), dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const path = join(options.dataDir, 'quiz.sqlite');
  const file = openSqliteFile(path);
  // WAL lets readers go on while one writer commits; foreign keys are off by default in SQLite.
  file.exec('pragma journal_mode = WAL');
  file.exec('pragma synchronous = NORMAL');
  file.exec('pragma foreign_keys = ON');
  file.exec('pragma busy_timeout = 5000');
  // Checkpoints leave the commits (and the event loop) for a thread of their own.
  file.exec('pragma wal_autocheckpoint = 0');
  const stopCheckpoints = checkpointInThread(path, file.driver);
  return {
    db: new Kysely<Database>({
      dialect: new QueuedSqliteDialect({ database: withStatementCache(file, stopCheckpoints) }),
    }),
    dialect: 'sqlite',
  };
}

function postgresDatabase(url: string, pgSchema: string | undefined, max: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  const preparing = preparingPool(pool);
  return new Kysely<Database>({
    dialect: pgSchema
      ? new SchemaDialect({ pool: preparing }, pgSchema)
      : new PostgresDialect({ pool: preparing }),
  });
}

/**
 * Connections of their own for the live play's batches (answers kept,
 * starts, moves, ends: each batch kind runs one transaction at a time), so
 * that an answer's acknowledgement never waits behind the requests' reads
 * queued for the shared pool, as when thousands of plays end together.
 * On SQLite, which has one connection, the database itself.
 */
export function openBatchLane(options: DatabaseOptions, handle: DatabaseHandle): Db {
  if (!options.databaseUrl) return handle.db;
  return postgresDatabase(options.databaseUrl, options.pgSchema, 4);
}

/**
 * The pool as Kysely reads it, where a statement marked to be prepared
 * (prepared.ts) goes by its name: each connection parses and plans it once.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        query: ((text: string, values: unknown[]) => {
          const name = PREPARED_STATEMENT.exec(text)?.[1];
          return name ? client.query({ name, text, values }) : client.query(text, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/**
 * Kysely prepares every statement anew; SQLite's preparing is a good part of a
 * simple query's cost, and the same few hundred statements come back all the
 * time. Statements are reused safely: Kysely runs one query at a time.
 */
function withStatementCache(file: SqliteFile, beforeClose: () => void, limit = 1000) {
  const statements = new Map<string, ReturnType<SqliteFile['prepare']>>();
  return {
    close: () => {
      beforeClose();
      // The journal goes back into the file now: a copy of the file taken next holds everything.
      file.exec('pragma wal_checkpoint(TRUNCATE)');
      file.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = file.prepare(sql);
        // Lists of ids make many one-off statements: the oldest make room.
        if (statements.size >= limit) statements.delete(statements.keys().next().value ?? '');
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Whether the database answers (health checks). */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<string[]> {
  // The migrator's own tables go in the same schema, or it may find another schema's.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Runs the start-up work (migrations, first seed) under a lock held across
 * instances, so instances started together on a new database do it one after
 * the other: the first migrates and seeds, the others find it done. The lock
 * is PostgreSQL's advisory lock on one connection, keyed by schema; a SQLite
 * file serves a single instance and needs none.
 */
export async function underStartupLock<T>(
  { db, dialect }: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') return work();
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext('quiz-startup:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
