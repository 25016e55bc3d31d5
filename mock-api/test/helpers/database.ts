import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/db/index';
import { migrationProvider } from '../../src/db/migrations/index';

/**
 * Which database the suite runs on: SQLite by default, PostgreSQL when
 * TEST_DATABASE=postgres. Never skipped: if PostgreSQL is down, those tests fail.
 */
export const testDialect = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  dataDir: string;
  databaseUrl?: string;
  pgSchema?: string;
  drop(): Promise<void>;
}

/** A brand-new empty database: a temporary SQLite folder, or a fresh PostgreSQL schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-test-'));
  // Retried: a server stopping may still close a file in it as it goes.
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  if (testDialect === 'sqlite') return { dataDir, drop: async () => removeDir() };

  const pgSchema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create schema ${pgSchema}`);
  return {
    dataDir,
    databaseUrl: testDatabaseUrl,
    pgSchema,
    drop: async () => {
      await adminQuery(`drop schema if exists ${pgSchema} cascade`);
      removeDir();
    },
  };
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new database brought to the latest migration, or to `upTo` (a migration's
 * name: a migration's own test fills the database as it was before it),
 * opened without a server.
 */
export async function migratedDatabase(upTo?: string) {
  const database = await createTestDatabase();
  const { db } = openDatabase({ ...database });
  if (upTo) {
    const migrator = new Migrator({
      db,
      provider: migrationProvider,
      ...(database.pgSchema ? { migrationTableSchema: database.pgSchema } : {}),
    });
    const { error } = await migrator.migrateTo(upTo);
    if (error) throw error;
  } else {
    await migrateToLatest(db, database.pgSchema);
  }
  return {
    db,
    database,
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}
