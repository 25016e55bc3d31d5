// Starts the built server as `npm start` does, on a fresh data folder and a
// free port, checks what it serves, stops it with SIGTERM, then starts it
// again on the same folder to prove a restart keeps the data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../support/server.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'quiz-smoke-'));
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
  const first = await startBuiltServer({ dataDir });
  const { url, port } = first;
  check('prints the URL it serves on', first.log().includes(`http://127.0.0.1:${port}`));
  const health = await get(url, '/api/health/');
  check(
    'API answers',
    health.status === 200 && JSON.parse(health.body).database === 'sqlite',
    health.body,
  );
  const docs = await get(url, '/api/docs/json');
  check('OpenAPI docs answer', docs.status === 200 && docs.body.includes('/api/health/'));
  const player = await get(url, '/explore');
  check('player site served at /', player.status === 200 && player.type.includes('text/html'));
  const admin = await get(url, '/administration/');
  check(
    'back office served at /administration/',
    admin.status === 200 && admin.body.includes('/administration/assets/'),
  );
  const icon = await get(url, '/media/seed/indexes/sport-icon.svg');
  check('seed media served at /media/', icon.status === 200 && icon.type.includes('svg'));
  const code = await first.stop();
  check('stops cleanly on SIGTERM', code === 0, `exit code ${code}`);

  const second = await startBuiltServer({ dataDir, port });
  check('starts again on the same data', second.log().includes('quiz platform ready'));
  check('does not seed twice', !second.log().includes('seeded with the demo'));
  await second.stop();
} catch (error) {
  check('smoke run', false, String(error));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
