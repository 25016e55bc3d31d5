// Measures the explore page's read endpoints against a bare Fastify
// "hello world" on the same machine, in the same run, and prints what
// DESIGN.md budgets: at least a third of the bare server's requests/s and a
// p99 under 50 ms at 64 connections, on the embedded SQLite database.
// Run with `npm run bench` (BENCH_SECONDS sets each measurement's length).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startBuiltServer } from '../support/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 64;

const explore = [
  '/api/games/indexes/0/',
  '/api/games/get/latest/1/6/?serializer_type=simple',
  '/api/games/get/trending/1/6/?serializer_type=simple',
  '/api/games/get/popular/1/6/?serializer_type=simple',
  '/api/games/challenges/get/trending/1/10/',
  '/api/games/quote/',
  '/api/ads/1/',
  '/api/hall-of-fame/last_30/1/3/',
];

function measure(url, requests) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const line = (name, r) =>
  `${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`;

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
// Production needs its own signing secret, and seeds the demo catalogue only when asked.
const server = await startBuiltServer({
  env: {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED: 'true',
    LOG_LEVEL: 'warn',
  },
});
try {
  for (const path of explore) {
    const res = await fetch(`${server.url}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  const bare = await measure(helloUrl);
  const api = await measure(
    server.url,
    explore.map((path) => ({ method: 'GET', path })),
  );
  const ratio = api.requests.average / bare.requests.average;
  console.log(line('bare Fastify hello world', bare));
  console.log(line('explore read endpoints (SQLite)', api));
  console.log(
    `ratio ${ratio.toFixed(2)} (budget >= 0.33), p99 ${api.latency.p99} ms (budget < 50 ms)`,
  );
  const ok = ratio >= 1 / 3 && api.latency.p99 < 50 && api.errors + api.non2xx === 0;
  console.log(ok ? 'within budget' : 'OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await hello.close();
}
