// Measures the explore page's read endpoints, and the calls a signed-in
// player's screens make, against a bare Fastify "hello world" on the same
// machine, in the same run, and prints what DESIGN.md budgets: explore at
// least half of the bare server's requests/s, signed-in calls at least a
// third, each with a p99 under 50 ms at 64 connections, on the embedded
// SQLite database.
// Run with `npm run bench` (BENCH_SECONDS sets each measurement's length).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startSeededProduction } from '../support/server.mjs';

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

/** What the header, credits, gains, friends and notifications screens read, signed in. */
const signedIn = [
  '/api/me/',
  '/api/me/details/',
  '/api/me/my-credits/',
  '/api/me/my-gains/',
  '/api/me/my-friends/1/?indicators=true',
  '/api/me/notifications/?step=1',
];

function measure(url, requests, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, requests, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const line = (name, r) =>
  `${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`;

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
const server = await startSeededProduction();
try {
  // The demo player of the seed; an access token lasts longer than the run.
  const login = await fetch(`${server.url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'player@quiz.cm', password: 'player-demo-2026' }),
  });
  if (!login.ok) throw new Error(`the demo player's login answered ${login.status}`);
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  for (const path of [...explore, ...signedIn]) {
    const res = await fetch(`${server.url}${path}`, { headers });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  const asRequests = (paths) => paths.map((path) => ({ method: 'GET', path }));
  const bare = await measure(helloUrl);
  const reads = await measure(server.url, asRequests(explore));
  const mine = await measure(server.url, asRequests(signedIn), headers);
  console.log(line('bare Fastify hello world', bare));
  let ok = true;
  for (const [name, result, share] of [
    ['explore read endpoints (SQLite)', reads, 1 / 2],
    ['signed-in player calls (SQLite)', mine, 1 / 3],
  ]) {
    const ratio = result.requests.average / bare.requests.average;
    console.log(line(name, result));
    console.log(
      `  ratio ${ratio.toFixed(2)} (budget >= ${share.toFixed(2)}), p99 ${result.latency.p99} ms (budget < 50 ms)`,
    );
    ok &&= ratio >= share && result.latency.p99 < 50 && result.errors + result.non2xx === 0;
  }
  console.log(ok ? 'within budget' : 'OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await hello.close();
}
