import type { GameOrdering } from '@quiz/shared/types';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';
import { inPlayedIndex, inPreferredIndex } from './for-you';
import { offsetOf, type PageRequest, pastTheEnd } from './paging';
import { playsOfGame } from './play-counts';

export interface GameListRequest extends PageRequest {
  ordering: GameOrdering;
  gameIndexId?: number | undefined;
  /** the signed-in player, null for a visitor */
  viewerId: number | null;
  /** a game never to list, e.g. the one a play overview is about */
  excludeGameId?: number | undefined;
}

/** Random lists are drawn in memory from the cached cards (see service.ts), not ranked here. */
export type RankedRequest = GameListRequest & {
  ordering: Exclude<GameOrdering, 'random'>;
  /** the server's time (trending counts the last 7 days) */
  now: Date;
};

/** One page of a ranking: game ids in order, and how many games the whole ranking holds. */
export interface Ranked {
  ids: number[];
  total: number;
}

export const TRENDING_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

type GamesEb = ExpressionBuilder<Database, 'games'>;
type GamesQuery<O> = SelectQueryBuilder<Database, 'games', O>;

/** Plays of the game started since a time, counted (trending's rolling week). */
function playsSince(eb: GamesEb, since: string) {
  return eb
    .selectFrom('plays')
    .select((c) => c.fn.countAll<number>().as('n'))
    .whereRef('plays.game_id', '=', 'games.id')
    .where('plays.started_at', '>=', since);
}

/** Every play of the game, from its counters. */
const playCount = () => playsOfGame('games.id');

/** Players the viewer is friends with, whichever way the friendship was stored. */
export function friendsOf(db: Db, viewerId: number) {
  return db
    .selectFrom('friendships')
    .select('friend_id as id')
    .where('user_id', '=', viewerId)
    .union(db.selectFrom('friendships').select('user_id as id').where('friend_id', '=', viewerId));
}

function friendChallenges(db: Db, eb: GamesEb, viewerId: number) {
  return eb
    .selectFrom('challenges')
    .whereRef('challenges.game_id', '=', 'games.id')
    .where('challenges.starter_id', 'in', friendsOf(db, viewerId));
}

/** The active games a list may show, before any ordering. */
function candidates(db: Db, request: RankedRequest) {
  const { gameIndexId, excludeGameId, viewerId, ordering } = request;
  return db
    .selectFrom('games')
    .where('games.is_active', '=', 1)
    .$if(gameIndexId !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('game_game_indexes as l')
            .select('l.game_id')
            .whereRef('l.game_id', '=', 'games.id')
            .where('l.game_index_id', '=', gameIndexId ?? 0),
        ),
      ),
    )
    .$if(excludeGameId !== undefined, (qb) => qb.where('games.id', '!=', excludeGameId ?? 0))
    .$if(ordering === 'for_you' && viewerId !== null, (qb) =>
      qb.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('plays')
              .select('plays.id')
              .whereRef('plays.game_id', '=', 'games.id')
              .where('plays.user_id', '=', viewerId ?? 0),
          ),
        ),
      ),
    )
    .$if(ordering === 'started_by_friends', (qb) =>
      qb.where((eb) => eb.exists(friendChallenges(db, eb, viewerId ?? 0).select('challenges.id'))),
    );
}

const newestFirst = <O>(qb: GamesQuery<O>) =>
  qb.orderBy('games.created_at', 'desc').orderBy('games.id', 'desc');

/**
 * The orderings of spec section 3, ties always going to the newest game:
 * latest: newest first. trending: most plays started in the last 7 days.
 * popular: most plays ever; non_popular: fewest.
 * for_you: games in the player's preferred indexes first, then games sharing
 * an index with a game they played, then the rest by popularity; games they
 * played are left out (a game is played once). started_by_friends: games on
 * which a friend started a challenge, the most recent challenge first.
 */
function ordered<O>(db: Db, qb: GamesQuery<O>, request: RankedRequest): GamesQuery<O> {
  const { now } = request;
  const viewerId = request.viewerId;
  switch (request.ordering) {
    case 'latest':
      return newestFirst(qb);
    case 'trending': {
      const since = isoNow(new Date(now.getTime() - TRENDING_DAYS * DAY_MS));
      return newestFirst(qb.orderBy((eb) => playsSince(eb, since), 'desc'));
    }
    case 'popular':
      return newestFirst(qb.orderBy(playCount(), 'desc'));
    case 'non_popular':
      return newestFirst(qb.orderBy(playCount(), 'asc'));
    case 'for_you':
      if (viewerId === null) return ordered(db, qb, { ...request, ordering: 'popular' });
      return newestFirst(
        qb
          .orderBy(() => inPreferredIndex('games.id', viewerId), 'desc')
          .orderBy(() => inPlayedIndex('games.id', viewerId), 'desc')
          .orderBy(playCount(), 'desc'),
      );
    case 'started_by_friends':
      return newestFirst(
        qb.orderBy(
          (eb) =>
            friendChallenges(db, eb, viewerId ?? 0).select((c) =>
              c.fn.max('challenges.created_at').as('last'),
            ),
          'desc',
        ),
      );
  }
}

/**
 * One page of a game ranking. A visitor has no friends, so started_by_friends
 * is empty for them; for_you falls back to popular.
 */
export async function rankGames(db: Db, request: RankedRequest): Promise<Ranked> {
  if (request.ordering === 'started_by_friends' && request.viewerId === null) {
    return { ids: [], total: 0 };
  }
  const games = candidates(db, request);
  const counted = await games
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (pastTheEnd(request, total)) return { ids: [], total };
  const rows = await ordered(db, games.select('games.id'), request)
    .limit(request.size)
    .offset(offsetOf(request))
    .execute();
  return { ids: rows.map((row) => row.id), total };
}
