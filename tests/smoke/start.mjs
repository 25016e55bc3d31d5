// Starts the built server as `npm start` does, on a fresh data folder and a
// free port, checks what it serves, stops it with SIGTERM, then starts it
// again on the same folder to prove a restart keeps the data.
// With SMOKE_DATABASE=postgres it does the same on a new PostgreSQL database
// (DATABASE_URL's server, database dropped afterwards): on Node 24 the
// server runs on PostgreSQL (see the README's supported versions).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminUrl, onPostgresServer } from '../support/postgres.mjs';
import { startBuiltServer } from '../support/server.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'quiz-smoke-'));
const onPostgres = process.env.SMOKE_DATABASE === 'postgres';
const databaseName = `quiz_smoke_${randomBytes(6).toString('hex')}`;

let env = {};
if (onPostgres) {
  await onPostgresServer(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  env = { DATABASE_URL: url.toString() };
}
const expectedDatabase = onPostgres ? 'postgres' : 'sqlite';
console.log(`on Node ${process.versions.node}, ${expectedDatabase}`);
let passed = 0;
let failed = 0;

function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : ` ${detail}`}`);
}

async function get(url, path) {
  const res = await fetch(`${url}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}

try {
  const first = await startBuiltServer({ dataDir, env });
  const { url, port } = first;
  check(
    'prints the URL it serves on',
    await first.waitForLog(`http://127.0.0.1:${port}`),
    first.log(),
  );
  const health = await get(url, '/api/health/');
  check(
    'API answers',
    health.status === 200 && JSON.parse(health.body).database === expectedDatabase,
    health.body,
  );
  const docs = await get(url, '/api/docs/json');
  check('OpenAPI docs answer', docs.status === 200 && docs.body.includes('/api/health/'));
  const player = await get(url, '/explore');
  check('player site served at /', player.status === 200 && player.type.includes('text/html'));
  check(
    'player page described for search engines',
    /<meta name="description" content="[^"]{50,}">/.test(player.body),
  );
  for (const favicon of ['/favicon.svg', '/administration/favicon.svg']) {
    const served = await get(url, favicon);
    check(`app icon served at ${favicon}`, served.status === 200 && served.type.includes('svg'));
  }
  const admin = await get(url, '/administration/');
  check(
    'back office served at /administration/',
    admin.status === 200 && admin.body.includes('/administration/assets/'),
  );
  const icon = await get(url, '/media/seed/indexes/sport-icon.svg');
  check('seed media served at /media/', icon.status === 200 && icon.type.includes('svg'));
  const code = await first.stop();
  check('stops cleanly on SIGTERM', code === 0, `exit code ${code}`);

  const second = await startBuiltServer({ dataDir, port, env });
  check('starts again on the same data', await second.waitForLog('quiz platform ready'));
  check('does not seed twice', !second.log().includes('seeded with the demo'));
  await second.stop();
} catch (error) {
  check('smoke run', false, String(error));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) await onPostgresServer(`drop database if exists ${databaseName} with (force)`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
