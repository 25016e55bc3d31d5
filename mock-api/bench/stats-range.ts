/*
 * Benchmark of the back office's statistics, against issue budget: the
 * date-range call under 200 ms on a database of a million plays.
 *
 * It fills a fresh SQLite file (or, with DATABASE_URL, a schema of its own
 * in that PostgreSQL database) with PLAYS plays (1,000,000 by default) spread
 * over a year, on 200 games in 10 game indexes, by 5,000 players, with
 * purchases and cash-outs beside; then times the calls as the routes run them
 * and prints the median and p95 of 15 runs each.
 * Run with `npm run bench:stats` (PLAYS changes the size).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { percentile } from '../../tests/bench/figures.mjs';
import { migrateToLatest, openDatabase } from '../src/db/index';
import type { AdminDeps } from '../src/domain/admin-deps';
import { statsOf } from '../src/domain/stats/service';

const PLAYS = Number(process.env.PLAYS ?? 1_000_000);
const USERS = 5000;
/** 5,000 players x 200 quizzes: a million plays, each quiz played once per player. */
const GAMES = Math.max(200, Math.ceil(PLAYS / USERS));
const INDEXES = 10;
const RUNS = 15;
const BATCH = 1000;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const END = Date.UTC(2026, 10, 1);

const dataDir = mkdtempSync(join(tmpdir(), 'quiz-stats-bench-'));
const schema = `stats_bench_${process.pid}`;
const databaseUrl = process.env.DATABASE_URL;

async function openBenchDatabase() {
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  const handle = openDatabase({
    dataDir,
    ...(databaseUrl ? { databaseUrl, pgSchema: schema } : {}),
  });
  await migrateToLatest(handle.db, databaseUrl ? schema : undefined);
  return handle;
}

/** Inserts rows in batches, each batch one statement, all in one transaction. */
async function fill<T>(
  db: Awaited<ReturnType<typeof openBenchDatabase>>['db'],
  table: string,
  count: number,
  row: (i: number) => T,
) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => row(start + k));
      await trx
        .insertInto(table as never)
        .values(rows as never)
        .execute();
    }
  });
}

/** A time of the year before END, the same for the same i. */
const timeOf = (i: number, spread = PLAYS) =>
  new Date(END - ((i * 7919) % spread) * (YEAR_MS / spread)).toISOString();

async function seed(db: Awaited<ReturnType<typeof openBenchDatabase>>['db']) {
  const now = new Date(END).toISOString();
  await fill(db, 'users', USERS, (i) => ({
    email: `player${i}@bench.cm`,
    password_hash: 'x',
    language: 'fr',
    created_at: timeOf(i, USERS),
    updated_at: now,
  }));
  await fill(db, 'game_indexes', INDEXES, (i) => ({
    code: `index-${i}`,
    label_en: `Index ${i}`,
    label_fr: `Index ${i}`,
    cover_description_en: 'x',
    cover_description_fr: 'x',
    updated_at: now,
  }));
  await fill(db, 'games', GAMES, (i) => ({
    title_en: `Game ${i}`,
    title_fr: `Jeu ${i}`,
    is_active: i % 10 === 0 ? 0 : 1,
    updated_at: now,
  }));
  await fill(db, 'game_game_indexes', GAMES, (i) => ({
    game_id: i + 1,
    game_index_id: (i % INDEXES) + 1,
  }));
  const started = Date.now();
  await fill(db, 'plays', PLAYS, (i) => {
    const at = timeOf(i);
    return {
      // Each player plays each quiz once, as the rules have it.
      user_id: (i % USERS) + 1,
      game_id: (Math.floor(i / USERS) % GAMES) + 1,
      type: i % 4 === 0 ? 'challenge' : 'solo',
      is_active: 0,
      note: i % 5,
      started_at: at,
      ended_at: at,
    };
  });
  console.log(
    `${PLAYS.toLocaleString('en')} plays written in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  await fill(db, 'credit_transactions', PLAYS / 20, (i) => ({
    user_id: (i % USERS) + 1,
    action: i % 7 === 0 ? 'convert' : 'buy',
    method: i % 2 === 0 ? 'om' : 'mtn',
    status: i % 9 === 0 ? 'FAILURE' : 'SUCCESSFULL',
    number_of_units: 5,
    amount: 500,
    created_at: timeOf(i, PLAYS / 20),
    updated_at: now,
  }));
  await fill(db, 'cashouts', PLAYS / 50, (i) => ({
    user_id: (i % USERS) + 1,
    method: i % 2 === 0 ? 'om' : 'mtn',
    status: i % 11 === 0 ? 'FAILURE' : 'SUCCESSFULL',
    amount: 1000,
    phone_number: '677000000',
    created_at: timeOf(i, PLAYS / 50),
    updated_at: now,
  }));
}

async function time(label: string, call: () => Promise<unknown>) {
  await call();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await call();
    runs.push(performance.now() - start);
  }
  const p95 = percentile(runs, 95);
  console.log(
    `${label.padEnd(34)} median ${percentile(runs, 50).toFixed(0).padStart(5)} ms   p95 ${p95.toFixed(0).padStart(5)} ms`,
  );
  return p95;
}

const handle = await openBenchDatabase();
try {
  await seed(handle.db);
  const stats = statsOf({ db: handle.db, clock: () => new Date(END) } as AdminDeps);
  const period = (days: number) => {
    const from = new Date(END - days * 24 * 3600 * 1000);
    const to = new Date(END - 24 * 3600 * 1000);
    return {
      from_year: from.getUTCFullYear(),
      from_month: from.getUTCMonth() + 1,
      from_day: from.getUTCDate(),
      to_year: to.getUTCFullYear(),
      to_month: to.getUTCMonth() + 1,
      to_day: to.getUTCDate(),
    };
  };
  // The first call counts each past day of plays once (play_days); later calls add those up.
  const first = performance.now();
  await stats.general();
  console.log(
    `first call, counting a year of plays by day: ${(performance.now() - first).toFixed(0)} ms`,
  );
  console.log(`statistics on ${handle.dialect}, ${RUNS} runs each:`);
  const ranges = [
    await time('date range, 7 days', () => stats.range(period(7))),
    await time('date range, 30 days', () => stats.range(period(30))),
    await time('date range, 365 days', () => stats.range(period(365))),
  ];
  await time('general statistics (all time)', () => stats.general());
  await time('series, 365 days', () => stats.series(period(365)));
  const worst = Math.max(...ranges);
  console.log(
    `date-range call p95 at most ${worst.toFixed(0)} ms: ${worst < 200 ? 'within' : 'OVER'} the 200 ms budget`,
  );
  if (worst >= 200) process.exitCode = 1;
} finally {
  await handle.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
