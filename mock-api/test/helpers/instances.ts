import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { testClock } from './clock';
import { createTestDatabase } from './database';

export type Instance = Awaited<ReturnType<typeof buildApp>>;

/**
 * Instances of the server on one new PostgreSQL schema, as behind a reverse
 * proxy: the same settings (and so the same JWT_SECRET), each its own
 * process state. Only explicit calls run their background work unless the
 * env says otherwise.
 */
export async function startInstances(
  count: number,
  env: Record<string, string> = {},
  clock = testClock(),
) {
  const database = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    SEED: 'false',
    DATABASE_URL: database.databaseUrl ?? '',
    JWT_SECRET: 'a-secret-shared-by-every-instance-0123456789',
    ...env,
  });
  const apps: Instance[] = [];
  for (let i = 0; i < count; i += 1) {
    const app = await buildApp({
      config,
      pgSchema: database.pgSchema,
      logger: false,
      clock: clock.now,
    });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    config,
    database,
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
    },
  };
}
