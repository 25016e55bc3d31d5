// Measures the explore page's read endpoints, and the calls a signed-in
// player's screens make, against a bare Fastify "hello world" on the same
// machine, in the same run, and reports what DESIGN.md budgets: each at
// least half of the bare server's requests/s, with a p99 under 50 ms at 64
// connections. Three set-ups, each on the demo seed: the embedded SQLite
// database; one PostgreSQL database; two instances on that one PostgreSQL
// database, the 64 connections shared between them.
// Run with `npm run bench:api` (BENCH_SECONDS sets each measurement's length,
// BENCH_SETUPS=sqlite,postgres,two-instances which set-ups run).
import { randomBytes } from 'node:crypto';
import { adminUrl, onPostgresServer } from '../support/postgres.mjs';
import { startBuiltServer } from '../support/server.mjs';
import { bareFastify, measure } from './bare.mjs';
import { finish, report, round } from './figures.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const setups = (process.env.BENCH_SETUPS ?? 'sqlite,postgres,two-instances').split(',');

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

/** What the header, credits, gains, friends and notifications screens read, signed in. */
const signedIn = [
  '/api/me/',
  '/api/me/details/',
  '/api/me/my-credits/',
  '/api/me/my-gains/',
  '/api/me/my-friends/1/?indicators=true',
  '/api/me/notifications/?step=1',
];

const label = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
  'two-instances': 'two instances on PostgreSQL',
};

/** The servers of one set-up, on the demo seed, as production runs them. */
async function startSetup(setup) {
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED: 'true',
    LOG_LEVEL: 'warn',
    // Production says how it takes payments; the benchmark takes none.
    PAYMENT_SANDBOX: 'false',
  };
  if (setup === 'sqlite') {
    return { servers: [await startBuiltServer({ env })], drop: async () => {} };
  }
  const name = `quiz_api_bench_${randomBytes(4).toString('hex')}`;
  await onPostgresServer(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  Object.assign(env, { DATABASE_URL: url.toString(), MEDIA_STORE: 'database' });
  const servers = [await startBuiltServer({ env })];
  if (setup === 'two-instances') servers.push(await startBuiltServer({ env }));
  return {
    servers,
    drop: () => onPostgresServer(`drop database if exists ${name} with (force)`),
  };
}

/** The demo player's token, and every path answering on every server before the clock starts. */
async function signInAndWarm(servers) {
  const login = await fetch(`${servers[0].url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'player@quiz.cm', password: 'player-demo-2026' }),
  });
  if (!login.ok) throw new Error(`the demo player's login answered ${login.status}`);
  // An access token lasts longer than the run.
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  for (const server of servers) {
    for (const path of [...explore, ...signedIn]) {
      const res = await fetch(`${server.url}${path}`, { headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    }
  }
  return headers;
}

async function measureSetup(setup, helloUrl) {
  const { servers, drop } = await startSetup(setup);
  try {
    const headers = await signInAndWarm(servers);
    const asRequests = (paths) => paths.map((path) => ({ method: 'GET', path }));
    const urls = servers.map((server) => server.url);
    const bare = await measure([helloUrl], { seconds });
    const reads = await measure(urls, { seconds, requests: asRequests(explore) });
    const mine = await measure(urls, { seconds, requests: asRequests(signedIn), headers });
    const group = `API, ${label[setup]}`;
    console.log(`${group}: bare Fastify ${Math.round(bare.rps)} req/s, p99 ${bare.p99} ms`);
    const results = [];
    for (const [name, result] of [
      ['explore reads', reads],
      ['signed-in calls', mine],
    ]) {
      results.push(
        report({
          group,
          name: `${name}, share of bare Fastify`,
          value: round(result.rps / bare.rps),
          unit: '',
          budget: { min: 0.5 },
          note: `${Math.round(result.rps)} of ${Math.round(bare.rps)} req/s`,
        }),
        report({ group, name: `${name}, p50`, value: result.p50, unit: 'ms' }),
        report({
          group,
          name: `${name}, p99`,
          value: result.p99,
          unit: 'ms',
          budget: { below: 50 },
        }),
        report({
          group,
          name: `${name}, errors`,
          value: result.errors,
          unit: '',
          budget: { max: 0 },
        }),
      );
    }
    return results.every(Boolean);
  } finally {
    for (const server of servers) await server.stop();
    await drop();
  }
}

const hello = await bareFastify();
let ok = true;
try {
  for (const setup of setups) ok = (await measureSetup(setup, hello.url)) && ok;
} finally {
  await hello.close();
}
finish([ok]);
