import type { GameOrdering } from '@quiz/shared/types';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';
import { inPlayedIndex, inPreferredIndex } from './for-you';
import { friendsOf, type Ranked } from './games';
import { offsetOf, type PageRequest, pastTheEnd } from './paging';

export interface ChallengeListRequest extends PageRequest {
  ordering: GameOrdering;
  gameIndexId?: number | undefined;
  /** only the challenges on this game (play overview) */
  gameId?: number | undefined;
  viewerId: number | null;
}

/** A list asked at a time of the server's clock: which challenges are still open. */
type TimedRequest = ChallengeListRequest & { now: Date };

type ChallengesEb = ExpressionBuilder<Database, 'challenges' | 'games'>;
type ChallengesQuery<O> = SelectQueryBuilder<Database, 'challenges' | 'games', O>;

function participants(eb: ChallengesEb) {
  return eb
    .selectFrom('plays')
    .select((c) => c.fn.countAll<number>().as('n'))
    .whereRef('plays.challenge_id', '=', 'challenges.id');
}

/**
 * Challenges a list may show: open ones (active and their time not up, even
 * if the closing job has not run yet) on active games. for_you keeps only
 * those the viewer may still join: not their own, on a game they never played.
 */
function candidates(db: Db, request: TimedRequest) {
  const { gameIndexId, gameId, viewerId, ordering } = request;
  const now = isoNow(request.now);
  return db
    .selectFrom('challenges')
    .innerJoin('games', 'games.id', 'challenges.game_id')
    .where('challenges.is_active', '=', 1)
    .where('challenges.closes_at', '>', now)
    .where('games.is_active', '=', 1)
    .$if(gameId !== undefined, (qb) => qb.where('challenges.game_id', '=', gameId ?? 0))
    .$if(gameIndexId !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('game_game_indexes as l')
            .select('l.game_id')
            .whereRef('l.game_id', '=', 'challenges.game_id')
            .where('l.game_index_id', '=', gameIndexId ?? 0),
        ),
      ),
    )
    .$if(ordering === 'for_you' && viewerId !== null, (qb) =>
      qb.where('challenges.starter_id', '!=', viewerId ?? 0).where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('plays')
              .select('plays.id')
              .whereRef('plays.game_id', '=', 'challenges.game_id')
              .where('plays.user_id', '=', viewerId ?? 0),
          ),
        ),
      ),
    )
    .$if(ordering === 'started_by_friends', (qb) =>
      qb.where('challenges.starter_id', 'in', friendsOf(db, viewerId ?? 0)),
    );
}

const newestFirst = <O>(qb: ChallengesQuery<O>) =>
  qb.orderBy('challenges.created_at', 'desc').orderBy('challenges.id', 'desc');

/**
 * latest: newest first. trending: most participants. popular: the biggest pot
 * (participants x energy x gain unit). non_popular: fewest participants.
 * random: any order. for_you: joinable ones in the player's preferred indexes
 * first, then in indexes of games they played, then by participants.
 * started_by_friends: started by a friend, newest first. Ties: newest first.
 */
function ordered<O>(qb: ChallengesQuery<O>, request: ChallengeListRequest): ChallengesQuery<O> {
  const viewerId = request.viewerId;
  switch (request.ordering) {
    case 'latest':
    case 'started_by_friends':
      return newestFirst(qb);
    case 'trending':
      return newestFirst(qb.orderBy((eb) => participants(eb), 'desc'));
    case 'popular':
      return newestFirst(
        qb.orderBy(
          (eb) =>
            eb(
              eb(participants(eb), '*', eb.ref('challenges.number_of_ene')),
              '*',
              eb.ref('challenges.gain_unit'),
            ),
          'desc',
        ),
      );
    case 'non_popular':
      return newestFirst(qb.orderBy((eb) => participants(eb), 'asc'));
    case 'random':
      return qb.orderBy(sql`random()`);
    case 'for_you':
      if (viewerId === null) return ordered(qb, { ...request, ordering: 'trending' });
      return newestFirst(
        qb
          .orderBy(() => inPreferredIndex('challenges.game_id', viewerId), 'desc')
          .orderBy(() => inPlayedIndex('challenges.game_id', viewerId), 'desc')
          .orderBy((eb) => participants(eb), 'desc'),
      );
  }
}

/** One page of a challenge ranking; visitors have no friends and get trending for for_you. */
export async function rankChallenges(db: Db, request: TimedRequest): Promise<Ranked> {
  if (request.ordering === 'started_by_friends' && request.viewerId === null) {
    return { ids: [], total: 0 };
  }
  const challenges = candidates(db, request);
  const counted = await challenges
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (pastTheEnd(request, total)) return { ids: [], total };
  const offset = request.ordering === 'random' ? 0 : offsetOf(request);
  const rows = await ordered(challenges.select('challenges.id'), request)
    .limit(request.size)
    .offset(offset)
    .execute();
  return { ids: rows.map((row) => row.id), total };
}
