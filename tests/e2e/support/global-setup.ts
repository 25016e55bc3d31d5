import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../../support/server.mjs';
import { SEEDED_DATA, SERVER_ENV } from './server';

/**
 * Seeds the demo database once for the whole run: each test file's server
 * starts on a copy of it (support/server.ts) instead of seeding its own.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-e2e-seeded-'));
  const server = await startBuiltServer({ dataDir, env: SERVER_ENV });
  await server.stop({ keepData: true });
  process.env[SEEDED_DATA] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
