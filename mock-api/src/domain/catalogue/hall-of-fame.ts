import type { Period } from '@quiz/shared/types';
import type { AliasedSelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { offsetOf, type Paged, type PageRequest, paged, pastTheEnd } from './paging';
import { playerSummary } from './players';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Cameroon keeps West Africa Time, UTC+1 all year: "today" starts at midnight there. */
const CAMEROON_UTC_OFFSET_MS = HOUR_MS;
export const PODIUM_SIZE = 3;

/** When a period starts: today since midnight in Cameroon, the others are rolling windows. */
export function periodStart(period: Period, now: Date): string | null {
  switch (period) {
    case 'today': {
      const local = now.getTime() + CAMEROON_UTC_OFFSET_MS;
      return isoNow(new Date(local - (local % DAY_MS) - CAMEROON_UTC_OFFSET_MS));
    }
    case 'last_7':
      return isoNow(new Date(now.getTime() - 7 * DAY_MS));
    case 'last_30':
      return isoNow(new Date(now.getTime() - 30 * DAY_MS));
    case 'all_time':
      return null;
  }
}

export interface FameEntry {
  rank: number;
  user: ReturnType<typeof playerSummary>;
  amount_won: number;
  nbr_wins: number;
}

interface Tally {
  user_id: number;
  amount_won: number;
  nbr_wins: number;
  last_win: string | null;
}

/**
 * Each player's wins of the period (the FCFA they paid, their number, when
 * the latest started), before any player is read: a big table is then read
 * along an index, and each player read once. A period's wins are summed from
 * its plays; those of all time are the counters kept per player as plays end
 * (migration 0026_play_counters), which a million plays would take a second
 * to sum. Deleted players are left out after.
 */
function tallies(db: Db, since: string | null): AliasedSelectQueryBuilder<Tally, 'w'> {
  if (since === null) {
    return db
      .selectFrom('player_wins')
      .select(['user_id', 'amount_won', 'nbr_wins', 'last_win'])
      .where('nbr_wins', '>', 0)
      .as('w');
  }
  return db
    .selectFrom('plays')
    .where('plays.is_winner', '=', 1)
    .where('plays.started_at', '>=', since)
    .groupBy('plays.user_id')
    .select((eb) => [
      'plays.user_id',
      eb.fn.sum<number>('plays.gain').as('amount_won'),
      eb.fn.countAll<number>().as('nbr_wins'),
      eb.fn.max('plays.started_at').as('last_win'),
    ])
    .as('w');
}

async function ranking(db: Db, since: string | null, offset: number, limit: number) {
  const rows = await db
    .selectFrom(tallies(db, since))
    .innerJoin('users', 'users.id', 'w.user_id')
    .where('users.deleted_at', 'is', null)
    .select(['users.id', 'users.player_name', 'users.profile_pic', 'w.amount_won', 'w.nbr_wins'])
    .orderBy('w.amount_won', 'desc')
    .orderBy('w.nbr_wins', 'desc')
    .orderBy('w.last_win')
    .orderBy('users.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(
    (row, i): FameEntry => ({
      rank: offset + i + 1,
      user: playerSummary(row),
      amount_won: Number(row.amount_won ?? 0),
      nbr_wins: Number(row.nbr_wins),
    }),
  );
}

/** How many players the ranking holds: those with a win in the period, deleted players left out. */
async function rankedCount(db: Db, since: string | null): Promise<number> {
  if (since === null) {
    // Every winner less the deleted ones, who are few: joining each of the tens of
    // thousands of winners to their player took most of the call.
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('player_wins')
          .select((c) => c.fn.countAll<number>().as('n'))
          .where('nbr_wins', '>', 0)
          .as('winners'),
        eb
          .selectFrom('player_wins')
          .innerJoin('users', 'users.id', 'player_wins.user_id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .where('player_wins.nbr_wins', '>', 0)
          .where('users.deleted_at', 'is not', null)
          .as('deleted'),
      ])
      .executeTakeFirstOrThrow();
    return Number(row.winners) - Number(row.deleted);
  }
  const counted = await db
    .selectFrom(tallies(db, since))
    .innerJoin('users', 'users.id', 'w.user_id')
    .where('users.deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/**
 * Players with at least one win whose play started in the period, ranked by
 * the FCFA those wins paid (plays.gain), then by number of wins, then by who
 * got there first (the earlier last win). The podium is the ranking's first
 * three, whatever the page asked.
 */
export async function hallOfFame(
  db: Db,
  period: Period,
  request: PageRequest,
  now: Date,
): Promise<Paged<FameEntry> & { podium: FameEntry[] }> {
  const since = periodStart(period, now);
  const total = await rankedCount(db, since);
  const list = pastTheEnd(request, total)
    ? []
    : await ranking(db, since, offsetOf(request), request.size);
  const podium =
    request.page === 1 && request.size >= PODIUM_SIZE
      ? list.slice(0, PODIUM_SIZE)
      : await ranking(db, since, 0, PODIUM_SIZE);
  return { ...paged(list, total, request.size), podium };
}
