import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { TestClock } from './clock';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** What production needs beyond NODE_ENV: its own signing secret, and its payments said (none here). */
export const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-test-secret-of-more-than-32-characters',
  PAYMENT_SANDBOX: 'false',
};

/**
 * A whole server on a fresh database, used through app.inject (no port).
 * It runs as development, as `npm run dev` and the end-to-end journeys do:
 * tests read the codes sent from the development outbox, which keeps them
 * readable in development only.
 */
export async function buildTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    logger?: AppOptions['logger'];
    clock?: TestClock;
    /** what a test adds to the server before it is ready (a hook that holds requests, say) */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    SEED: String(options.seed ?? false),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  // DEBUG_LOG=1 shows the server's own error logs while a test runs.
  const logger = options.logger ?? (process.env.DEBUG_LOG ? { level: 'error' } : false);
  const app = await buildApp({
    config,
    pgSchema: database.pgSchema,
    logger,
    clock: options.clock?.now,
  });
  options.beforeReady?.(app);
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
