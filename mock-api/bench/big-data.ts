/*
 * Latency of the lists, searches and hall of fame on a big database, against
 * the design document's budget: each answers in under 50 ms at p99 on a
 * database of 100,000 players, 10,000 games and 1,000,000 plays, on SQLite
 * and PostgreSQL.
 *
 * It makes a fresh database (a SQLite file in a temporary folder; with
 * DATABASE_URL, a new PostgreSQL database on that server, dropped at the
 * end), migrates it, and fills it straight through the driver: PLAYERS
 * players with distinct names, e-mails and phone numbers, GAMES bilingual
 * games in 50 game indexes with their questions, challenges, friendships,
 * wallets, and PLAYS finished plays spread over the last year, the players
 * and games played unevenly, as real ones are. Then it starts the built
 * server on it, as production runs it, and times each call over HTTP, one
 * after the other, for BENCH_SECONDS seconds (5 by default) or 100 calls a
 * second of it, after warming it: the explore lists, a category's page, the
 * four searches with words that hit many rows and words that hit few, the
 * hall of fame of each period, and the back office's lists and searches of
 * players and games.
 *
 * One call at a time, on purpose: this measures what one call costs when the
 * tables are big, not what the server sustains; the throughput budgets are
 * measured at 64 connections by tests/bench/api.mjs. The lists and the hall
 * of fame are cached for a few seconds, so their p99 is the cached answer:
 * the note gives the first call, which found the cache empty, as what a
 * reload costs.
 *
 * The database's shape is in big-data/shape.ts, its fill in big-data/fill.ts
 * (through big-data/writers.ts), the calls and their timing in
 * big-data/calls.ts, the figures in big-data/report.ts.
 *
 * Run with `npm run bench:big-data` (it builds the server first; a full run
 * takes 3 to 4 minutes a database, the fill about a minute of it); PLAYERS,
 * GAMES, PLAYS and BENCH_SECONDS change the size and the length of each
 * call's measure, e.g. `PLAYERS=2000 GAMES=200 PLAYS=20000 BENCH_SECONDS=1`
 * for a quick check of 15 to 25 seconds.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '../src/db/index';
import { startBenchServer } from './bench-app';
import { agent, bigDataCalls, measure, SEARCHERS, signIn } from './big-data/calls';
import { fill } from './big-data/fill';
import { bigDataReport } from './big-data/report';
import { GAMES, isDeleted, isVerified, PLAYERS, PLAYS } from './big-data/shape';
import { postgresWriter, sqliteWriter } from './big-data/writers';
import { newPostgresDatabase } from './postgres-database';

const runStarted = performance.now();
const postgres = await newPostgresDatabase('quiz_big');
const databaseUrl = postgres?.url ?? '';
const dataDir = mkdtempSync(join(tmpdir(), 'quiz-big-bench-'));
const secret = randomBytes(48).toString('base64url');
const database = postgres ? 'PostgreSQL' : 'SQLite';
const group = `Big database (${PLAYERS.toLocaleString('en')} players, ${GAMES.toLocaleString('en')} games, ${PLAYS.toLocaleString('en')} plays), ${database}`;
let server: Awaited<ReturnType<typeof startBenchServer>> | null = null;
const out = bigDataReport(group);
try {
  const handle = openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  await migrateToLatest(handle.db);
  await handle.db.destroy();

  const filling = performance.now();
  const writer = postgres ? await postgresWriter(databaseUrl) : sqliteWriter(dataDir);
  const { playSeconds, busiest, busiestPlays, manager } = await fill(writer);
  const fillSeconds = (performance.now() - filling) / 1000;
  console.log(`${group}: filled in ${fillSeconds.toFixed(0)} s`);

  const searchers = Array.from({ length: PLAYERS }, (_, i) => i)
    .filter((i) => isVerified(i) && !isDeleted(i) && i + 1 !== busiest)
    .slice(0, SEARCHERS)
    .map((i) => i + 1);
  const database = { dataDir, databaseUrl, secret };
  const [managerToken, busiestToken, ...searcherTokens] = await signIn(database, [
    manager,
    busiest,
    ...searchers,
  ]);
  // Player searches are limited per player and per address: the bench searches as many
  // players from many addresses (X-Forwarded-For below), as a busy evening would.
  server = await startBenchServer(database, { TRUST_PROXY: 'true' });

  const calls = bigDataCalls({
    managerToken: managerToken ?? '',
    busiestToken: busiestToken ?? '',
    searcherTokens,
    busiestPlays,
  });

  out.fill(fillSeconds, playSeconds);
  for (const call of calls) out.call(call.name, await measure(server.port, call));
  out.failures();
} finally {
  agent.destroy();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
console.log(`${group}: whole run ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
out.finish();
