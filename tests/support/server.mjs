// Starts the built server (node mock-api/dist/server.js) as `npm start` runs
// it, on a free port and a data folder of its own (a fresh SQLite database
// unless given one), for the smoke test, the journeys and the benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * @param {{ env?: Record<string, string>, dataDir?: string, port?: number, startSeconds?: number }} [options]
 *   startSeconds: how long the start may take (a first start seeds the demo data).
 */
export async function startBuiltServer(options = {}) {
  const port = options.port ?? (await freePort());
  const ownFolder = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'quiz-server-'));
  // SERVER_NODE_ARGS passes flags to the server's runtime, e.g. '--cpu-prof' to profile a benchmark.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'mock-api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...options.env,
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
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startSeconds ?? 60) * 1000;
  let ready = false;
  // A process that ended (by itself or by a signal) will not answer: stop waiting at once.
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  while (!ready && Date.now() < deadline && !gone()) {
    try {
      ready = (await fetch(`${url}/api/health/`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 150));
  }
  if (!ready) {
    const why = gone() ? `it ended: ${child.exitCode ?? child.signalCode}` : 'no answer in time';
    child.kill('SIGKILL');
    if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`server did not start (${why}):\n${log}`);
  }
  return {
    url,
    port,
    dataDir,
    log: () => log,
    /**
     * Resolves once the server's log holds `text`: the health check may answer
     * before the line that follows `listen` is written.
     */
    async waitForLog(text, ms = 10_000) {
      const until = Date.now() + ms;
      while (!log.includes(text) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return log.includes(text);
    },
    /**
     * Kills it with SIGKILL, as a crash or a lost machine would: nothing is
     * finished, nothing flushed. Resolves once it is gone; the data stays.
     */
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    /** Stops it with SIGTERM, as a host would; resolves with its exit code. */
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      if (ownFolder && !keepData) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * The built server as it runs in production (its own signing secret, quiet logs)
 * with the demo catalogue and accounts seeded: what the benchmarks measure.
 */
export function startSeededProduction() {
  return startBuiltServer({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED: 'true',
      LOG_LEVEL: 'warn',
      // Production says how it takes payments; the benchmarks take none.
      PAYMENT_SANDBOX: 'false',
    },
  });
}
