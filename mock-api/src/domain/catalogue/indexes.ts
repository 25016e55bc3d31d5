import type { GameIndex } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { notFound } from '../errors';

/**
 * Every game index with its counters, in the order managers created them:
 * quizzes are its active games; participations every play, solo or in a
 * challenge, of its games; challenges every challenge ever started on them.
 */
export async function listIndexes(db: Db): Promise<GameIndex[]> {
  const rows = await db
    .selectFrom('game_indexes as gi')
    .select([
      'gi.id',
      'gi.code',
      'gi.label_en',
      'gi.label_fr',
      'gi.icon',
      'gi.image',
      'gi.cover_image',
      'gi.cover_description_en',
      'gi.cover_description_fr',
      (eb) =>
        eb
          .selectFrom('game_game_indexes as l')
          .innerJoin('games', 'games.id', 'l.game_id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('l.game_index_id', '=', 'gi.id')
          .where('games.is_active', '=', 1)
          .as('quizzes'),
      // From the games' counters of plays (play-counts.ts), not a count of the plays.
      (eb) =>
        eb
          .selectFrom('game_game_indexes as l')
          .innerJoin('game_play_counts as pc', 'pc.game_id', 'l.game_id')
          .select((c) => c.fn.sum<number>('pc.plays').as('n'))
          .whereRef('l.game_index_id', '=', 'gi.id')
          .as('participations'),
      (eb) =>
        eb
          .selectFrom('game_game_indexes as l')
          .innerJoin('challenges', 'challenges.game_id', 'l.game_id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('l.game_index_id', '=', 'gi.id')
          .as('challenges'),
    ])
    .orderBy('gi.id')
    .execute();
  return rows.map(({ quizzes, participations, challenges, ...index }) => ({
    ...index,
    icon: index.icon,
    image: index.image,
    cover_image: index.cover_image,
    number_of_participations: Number(participations ?? 0),
    number_of_quizzes: Number(quizzes ?? 0),
    number_of_challenges: Number(challenges ?? 0),
  }));
}

/** Every game index as a chip of the preferences screen, `prefered` when the player chose it. */
export async function preferencesOf(db: Db, userId: number) {
  const rows = await db
    .selectFrom('game_indexes as gi')
    .leftJoin('preferences as p', (join) =>
      join.onRef('p.game_index_id', '=', 'gi.id').on('p.user_id', '=', userId),
    )
    .select(['gi.id', 'gi.label_en', 'gi.label_fr', 'gi.icon', 'p.user_id'])
    .orderBy('gi.id')
    .execute();
  return rows.map(({ user_id, ...index }) => ({
    ...index,
    icon: index.icon,
    prefered: user_id !== null,
  }));
}

/** Adds the index to the player's preferences, or takes it out; answers whether it is now preferred. */
export async function switchPreference(db: Db, userId: number, indexId: number): Promise<boolean> {
  const index = await db
    .selectFrom('game_indexes')
    .select('id')
    .where('id', '=', indexId)
    .executeTakeFirst();
  if (!index) throw notFound('INVALID_ID');
  const removed = await db
    .deleteFrom('preferences')
    .where('user_id', '=', userId)
    .where('game_index_id', '=', indexId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  // A double tap racing itself ends preferred once, not with a duplicate.
  await db
    .insertInto('preferences')
    .values({ user_id: userId, game_index_id: indexId })
    .onConflict((oc) => oc.columns(['user_id', 'game_index_id']).doNothing())
    .execute();
  return true;
}
