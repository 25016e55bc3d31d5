import { type DashboardTrend, TREND_DAYS } from '@quiz/shared/contract';
import {
  businessDay,
  businessDayEnd,
  businessDayStart,
  lastBusinessDays,
} from '@quiz/shared/format';
import type { Db } from '../../db/index';
import type { AdminDeps } from '../admin-deps';
import { playersOnly } from '../players/search';

/** How many of `times` fall on each of `days` (Douala), in the order of `days`. */
function perDay(days: string[], times: { at: string }[]): number[] {
  const counts = new Map(days.map((day) => [day, 0]));
  for (const { at } of times) {
    const day = businessDay(at);
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return days.map((day) => counts.get(day) ?? 0);
}

async function newPlayersTimes(db: Db, from: string, to: string) {
  return db
    .selectFrom('users as u')
    .select('u.created_at as at')
    .where('u.created_at', '>=', from)
    .where('u.created_at', '<', to)
    .where('u.deleted_at', 'is', null)
    .where(playersOnly())
    .execute();
}

/**
 * The super board's trend (ours): new players and plays started on each of
 * the last 30 days, today included, each counted in the Douala day it
 * happened in (a play at 23:30 UTC is the next day's), zeros included.
 */
export function dashboardOf({ db, clock }: AdminDeps) {
  return {
    async trend(): Promise<DashboardTrend> {
      const days = lastBusinessDays(clock(), TREND_DAYS);
      const from = businessDayStart(days[0] ?? '');
      const to = businessDayEnd(days.at(-1) ?? '');
      const [players, plays] = await Promise.all([
        newPlayersTimes(db, from, to),
        db
          .selectFrom('plays')
          .select('started_at as at')
          .where('started_at', '>=', from)
          .where('started_at', '<', to)
          .execute(),
      ]);
      const newPlayers = perDay(days, players);
      const started = perDay(days, plays);
      return {
        days: days.map((day, i) => ({
          day,
          new_players: newPlayers[i] ?? 0,
          plays: started[i] ?? 0,
        })),
      };
    },
  };
}
