import { businessDay, businessDayStart } from '@quiz/shared/format';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { businessDaySql } from '../../db/time';
import { transact } from '../../db/transaction';

/*
 * Plays are the statistics' largest table (a million within a year). Once a
 * day (a Douala day, as every day of the statistics) is over, its plays never change: a play is stored as it starts,
 * at the time it starts. So each past day is counted once, per game and
 * type, into play_days, the first time a period asks for it, and periods add
 * up those rows; only the day under way is counted from the plays. A day is
 * counted once even when instances ask at the same moment (the rows' keys).
 */

const DAY_MS = 24 * 3600 * 1000;

export interface Window {
  from: string;
  to: string;
}

const dayOf = (time: number) => businessDay(time);
const startOfDay = (time: number) => Date.parse(businessDayStart(businessDay(time)));

/** Runs of consecutive days, as [first, after-last) times. */
function runs(days: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const day of days) {
    const last = out.at(-1);
    if (last && last[1] === day) last[1] = day + DAY_MS;
    else out.push([day, day + DAY_MS]);
  }
  return out;
}

/** Counts the days of [from, to) not counted yet; `to` is at most the start of today. */
async function countDays(db: Db, from: number, to: number) {
  if (from >= to) return;
  const done = new Set(
    (
      await db
        .selectFrom('play_days_done')
        .select('day')
        .where('day', '>=', dayOf(from))
        .where('day', '<', dayOf(to))
        .execute()
    ).map((row) => row.day),
  );
  const missing: number[] = [];
  for (let day = from; day < to; day += DAY_MS) if (!done.has(dayOf(day))) missing.push(day);
  const playDay = businessDaySql(db, 'started_at');
  for (const [start, end] of runs(missing)) {
    await transact(db, async (trx) => {
      await trx
        .insertInto('play_days')
        .columns(['day', 'game_id', 'type', 'plays'])
        .expression(
          trx
            .selectFrom('plays')
            .select([
              playDay.as('day'),
              'game_id',
              'type',
              (eb) => eb.fn.countAll<number>().as('plays'),
            ])
            .where('started_at', '>=', new Date(start).toISOString())
            .where('started_at', '<', new Date(end).toISOString())
            .groupBy([playDay, 'game_id', 'type']),
        )
        .onConflict((oc) => oc.columns(['day', 'game_id', 'type']).doNothing())
        .execute();
      const days = [];
      for (let day = start; day < end; day += DAY_MS) days.push({ day: dayOf(day) });
      for (let at = 0; at < days.length; at += 500) {
        await trx
          .insertInto('play_days_done')
          .values(days.slice(at, at + 500))
          .onConflict((oc) => oc.column('day').doNothing())
          .execute();
      }
    });
  }
}

export type PlayGrouping = 'type' | 'game_id' | 'day';

/**
 * Plays started in the window (all time when null), grouped as asked: the
 * past days from play_days, the day under way from the plays themselves.
 */
export async function playCounts(
  db: Db,
  window: Window | null,
  now: Date,
  by: PlayGrouping,
): Promise<Map<string | number, number>> {
  const today = startOfDay(now.getTime());
  let from: number;
  if (window) from = Date.parse(window.from);
  else {
    const first = await db
      .selectFrom('plays')
      .select((eb) => eb.fn.min('started_at').as('first'))
      .executeTakeFirst();
    if (!first?.first) return new Map();
    from = startOfDay(Date.parse(String(first.first)));
  }
  const to = window ? Date.parse(window.to) : now.getTime() + 1;
  await countDays(db, from, Math.min(to, today));

  const key = by === 'day' ? 'day' : by;
  const past = await db
    .selectFrom('play_days')
    .select([sql.ref(key).as('key'), sql<number>`sum(plays)`.as('plays')])
    .where('day', '>=', dayOf(from))
    .where('day', '<', dayOf(Math.min(to, today)))
    .groupBy(sql.ref(key))
    .execute();
  const counts = new Map<string | number, number>();
  const add = (k: unknown, plays: unknown) =>
    counts.set(k as string | number, (counts.get(k as string | number) ?? 0) + Number(plays ?? 0));
  for (const row of past) add(row.key, row.plays);
  if (to > today) {
    const group = by === 'day' ? businessDaySql(db, 'started_at') : sql.ref(by);
    const live = await db
      .selectFrom('plays')
      .select([group.as('key'), (eb) => eb.fn.countAll<number>().as('plays')])
      .where('started_at', '>=', new Date(Math.max(from, today)).toISOString())
      .where('started_at', '<', new Date(to).toISOString())
      .groupBy(group)
      .execute();
    for (const row of live) add(row.key, row.plays);
  }
  return counts;
}
