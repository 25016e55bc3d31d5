import { createRequire } from 'node:module';
import {
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type SqliteStatement,
} from 'kysely';

/*
 * The embedded database's driver. Node's own node:sqlite where it is
 * complete (Node 22.16+ and 24: statements tell their result columns), and
 * better-sqlite3 on Node 20, which has no node:sqlite. better-sqlite3 12, the
 * last for Node 20, aborts Node 24.19+ when the garbage collector frees a
 * statement; on those runtimes it is never loaded.
 */

const load = createRequire(import.meta.url);

/** A SQLite file as Kysely's dialect reads it, with a way to run set-up statements. */
export interface SqliteFile extends SqliteDatabase {
  exec(sql: string): void;
  readonly driver: 'node:sqlite' | 'better-sqlite3';
}

interface NodeStatement {
  columns(): unknown[];
  all(...values: unknown[]): unknown[];
  run(...values: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...values: unknown[]): IterableIterator<unknown>;
}
interface NodeDatabase {
  prepare(sql: string): NodeStatement;
  exec(sql: string): void;
  close(): void;
}

function nodeSqlite(): (new (path: string) => NodeDatabase) | null {
  try {
    const { DatabaseSync, StatementSync } = load('node:sqlite') as {
      DatabaseSync: new (path: string) => NodeDatabase;
      StatementSync: { prototype: Partial<NodeStatement> };
    };
    return typeof StatementSync.prototype.columns === 'function' ? DatabaseSync : null;
  } catch {
    // Node 20, or a Node 22 that keeps node:sqlite behind a flag.
    return null;
  }
}

/** node:sqlite answers blobs as Uint8Array; the code reads them as Buffers, as better-sqlite3 has them. */
function withBuffers(row: unknown): unknown {
  const record = row as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      record[name] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return record;
}

function nodeStatement(statement: NodeStatement): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...parameters).map(withBuffers),
    run: (parameters) => statement.run(...parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(...parameters)) yield withBuffers(row);
    },
  };
}

export function openSqliteFile(path: string): SqliteFile {
  const NodeDatabase = nodeSqlite();
  if (NodeDatabase) {
    const file = new NodeDatabase(path);
    return {
      driver: 'node:sqlite',
      exec: (sql) => file.exec(sql),
      prepare: (sql) => nodeStatement(file.prepare(sql)),
      close: () => file.close(),
    };
  }
  const BetterSqlite = load('better-sqlite3') as new (
    path: string,
  ) => SqliteDatabase & { exec(sql: string): void };
  const file = new BetterSqlite(path);
  return {
    driver: 'better-sqlite3',
    exec: (sql) => file.exec(sql),
    prepare: (sql) => file.prepare(sql),
    close: () => file.close(),
  };
}

/**
 * Kysely's SQLite driver hands its one connection on through a lock that wakes
 * every waiter at each release, of which one wins and the rest wait again:
 * with a few thousand players' queries waiting, each release cost thousands
 * of wake-ups. This lock hands the connection to the next waiter alone, in
 * the order they came.
 */
class QueuedSqliteDriver extends SqliteDriver {
  readonly #waiting: (() => void)[] = [];
  #held = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    // Never waits: the connection is handed on by this lock alone.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** Kysely's SQLite dialect with a fair, one-wake-up lock of its connection. */
export class QueuedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config);
  }
}
