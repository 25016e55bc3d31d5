import { sql } from 'kysely';
import type { Db } from '../db/index';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * A store for @fastify/rate-limit that counts in the database, so instances
 * sharing a PostgreSQL database without Redis count one limit together, and
 * routes sharing a limit's name share its counts. One upsert a hit: a window
 * that has ended starts again at 1.
 */
export function databaseRateStore(db: Db) {
  return class DatabaseRateStore {
    incr(key: string, done: Callback, timeWindow: number) {
      countHit(db, key, timeWindow).then(
        (counted) => done(null, counted),
        (error: Error) => done(error),
      );
    }

    read(key: string, done: Callback) {
      readHits(db, key).then(
        (counted) => done(null, counted),
        (error: Error) => done(error),
      );
    }

    /** Our limits carry their own names in their keys: a route needs no store of its own. */
    child() {
      return new DatabaseRateStore();
    }
  };
}

async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const now = Date.now();
  const ended = sql<boolean>`rate_limit_counters.resets_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, resets_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when ${ended} then 1 else rate_limit_counters.hits + 1 end`,
        resets_at: sql`case when ${ended} then ${now + windowMs} else rate_limit_counters.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  // Ended windows of keys not seen again are cleared now and then.
  if (Math.random() < 0.01) {
    await db.deleteFrom('rate_limit_counters').where('resets_at', '<', now).execute();
  }
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.resets_at) - now) };
}

async function readHits(db: Db, key: string): Promise<Counted> {
  const now = Date.now();
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['hits', 'resets_at'])
    .where('key', '=', key)
    .where('resets_at', '>', now)
    .executeTakeFirst();
  return row
    ? { current: Number(row.hits), ttl: Number(row.resets_at) - now }
    : { current: 0, ttl: 0 };
}
