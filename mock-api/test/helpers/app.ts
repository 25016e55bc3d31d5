import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { TestClock } from './clock';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** A whole server on a fresh database, used through app.inject (no port). */
export async function buildTestApp(
  options: { seed?: boolean; env?: Record<string, string>; clock?: TestClock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    SEED: String(options.seed ?? false),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  // DEBUG_LOG=1 shows the server's own error logs while a test runs.
  const logger = process.env.DEBUG_LOG ? { level: 'error' } : false;
  const app = await buildApp({
    config,
    pgSchema: database.pgSchema,
    logger,
    clock: options.clock?.now,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
