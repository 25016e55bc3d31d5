// Starts the built server as `npm start` does, on a fresh data folder and a
// free port, checks what it serves, stops it with SIGTERM, then starts it
// again on the same folder to prove a restart keeps the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'quiz-smoke-'));
let passed = 0;
let failed = 0;

function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : ` ${detail}`}`);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port) {
  const child = spawn(process.execPath, ['mock-api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (log.includes('quiz platform ready')) return { child, log: () => log };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${log}`);
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

async function get(port, path) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}

try {
  const port = await freePort();
  const first = await startServer(port);
  check('prints the URL it serves on', first.log().includes(`http://127.0.0.1:${port}`));

  const health = await get(port, '/api/health/');
  check(
    'API answers',
    health.status === 200 && JSON.parse(health.body).database === 'sqlite',
    health.body,
  );
  const docs = await get(port, '/api/docs/json');
  check('OpenAPI docs answer', docs.status === 200 && docs.body.includes('/api/health/'));
  const player = await get(port, '/explore');
  check('player site served at /', player.status === 200 && player.type.includes('text/html'));
  const admin = await get(port, '/administration/');
  check(
    'back office served at /administration/',
    admin.status === 200 && admin.body.includes('/administration/assets/'),
  );
  const icon = await get(port, '/media/seed/indexes/sport-icon.svg');
  check('seed media served at /media/', icon.status === 200 && icon.type.includes('svg'));

  const code = await stopServer(first.child);
  check('stops cleanly on SIGTERM', code === 0, `exit code ${code}`);

  const second = await startServer(port);
  check('starts again on the same data', second.log().includes('quiz platform ready'));
  check('does not seed twice', !second.log().includes('seeded with the demo'));
  await stopServer(second.child);
} catch (error) {
  check('smoke run', false, String(error));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
