import type { FastifyInstance } from 'fastify';
import { startBuiltServer } from '../../tests/support/server.mjs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/** Where a bench's server keeps its data, and the secret its tokens are signed with. */
export interface BenchDatabase {
  dataDir: string;
  /** empty for the SQLite file in dataDir */
  databaseUrl: string;
  secret: string;
}

/**
 * The app in this process, on the bench's database, to prepare what the
 * server will serve (players, games, tokens) without going through HTTP.
 * The caller closes it.
 */
export async function benchApp({
  dataDir,
  databaseUrl,
  secret,
}: BenchDatabase): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: secret,
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return app;
}

/** The built server, in production, on the bench's database: what is measured. */
export function startBenchServer(
  { dataDir, databaseUrl, secret }: BenchDatabase,
  env: Record<string, string> = {},
) {
  return startBuiltServer({
    dataDir,
    env: {
      JWT_SECRET: secret,
      DATABASE_URL: databaseUrl,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production says how it takes payments; the benches take none.
      PAYMENT_SANDBOX: 'false',
      ...env,
    },
  });
}
