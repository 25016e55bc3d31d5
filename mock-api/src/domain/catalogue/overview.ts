import type { Db } from '../../db/index';
import { forbidden, notFound } from '../errors';
import type { CatalogueReads } from './service';

export const OVERVIEW_BLOCKS = {
  trending: 6,
  more: 6,
  challenges: 10,
  topIndexes: 3,
  topPerIndex: 6,
  popular: 10,
} as const;

/**
 * The play overview: the game itself (question count, timer, indexes,
 * quote; never its questions, so nobody reads them before playing) and the
 * blocks around it, each leaving this game out: trending quizzes, more
 * quizzes (a random draw, new at each visit), the latest open challenges on
 * this game (the ones the player may join), the most popular quizzes of up
 * to three of its indexes, and the most popular quizzes overall. With them,
 * the viewer's own play of this quiz, if any: a quiz is played once per
 * player, so the screen leads to its result rather than to a new play.
 */
export async function playOverview(
  db: Db,
  catalogue: CatalogueReads,
  viewerId: number,
  gameId: number,
) {
  const found = await db
    .selectFrom('games')
    .select(['id', 'is_active'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!found) throw notFound('INVALID_GAME');
  if (found.is_active !== 1) throw forbidden('INACTIVE_GAME');
  const [game] = await catalogue.cards([gameId], 'detailed');
  if (!game) throw notFound('INVALID_GAME');
  const around = { viewerId, excludeGameId: gameId, page: 1 };
  const top = (game.indexes ?? []).slice(0, OVERVIEW_BLOCKS.topIndexes);
  const [myPlay, trending, more, challenges, popular, ...byIndex] = await Promise.all([
    db
      .selectFrom('plays')
      .select(['id', 'type', 'is_active', 'challenge_id'])
      .where('user_id', '=', viewerId)
      .where('game_id', '=', gameId)
      .orderBy('id')
      .executeTakeFirst(),
    catalogue.games({ ...around, ordering: 'trending', size: OVERVIEW_BLOCKS.trending }, 'simple'),
    catalogue.games({ ...around, ordering: 'random', size: OVERVIEW_BLOCKS.more }, 'simple'),
    catalogue.challenges(
      { viewerId, gameId, ordering: 'latest', page: 1, size: OVERVIEW_BLOCKS.challenges },
      'simple',
    ),
    catalogue.games({ ...around, ordering: 'popular', size: OVERVIEW_BLOCKS.popular }, 'simple'),
    ...top.map((index) =>
      catalogue.games(
        {
          ...around,
          ordering: 'popular',
          size: OVERVIEW_BLOCKS.topPerIndex,
          gameIndexId: index.id,
        },
        'simple',
      ),
    ),
  ]);
  return {
    game,
    trending: trending.list,
    more: more.list,
    challenges: challenges.list,
    top_by_index: top.map((index, i) => ({ index, games: byIndex[i]?.list ?? [] })),
    popular: popular.list,
    my_play: myPlay ? { ...myPlay, is_active: myPlay.is_active === 1 } : null,
  };
}
