import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../../support/server.mjs';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Where the global set-up left the seeded data folder that each server copies. */
export const SEEDED_DATA = 'E2E_SEEDED_DATA';

/**
 * How the journeys run the server: development (the outbox and the clock
 * are open), the demo data, and a sandbox that settles a payment in a tenth
 * of a second and reads ongoing ones back every half second. A payment that
 * waits (a number ending in 9) waits on the server's clock, which a journey
 * moves on through /api/dev/clock/ rather than waiting.
 */
export const SERVER_ENV = {
  SEED: 'true',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  SANDBOX_DELAY_MS: '100',
  PAYMENT_POLL_MS: '500',
};

/**
 * The built server with the demo data, on a fresh copy of the seeded database
 * for one test file; `env` adds to SERVER_ENV.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const seeded = process.env[SEEDED_DATA];
  if (!seeded) throw new Error('the global set-up did not seed a database');
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-e2e-'));
  cpSync(seeded, dataDir, { recursive: true });
  const server = await startBuiltServer({ dataDir, env: { ...SERVER_ENV, ...env } });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
