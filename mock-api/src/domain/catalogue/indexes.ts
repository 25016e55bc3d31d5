import type { GameIndex } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { notFound } from '../errors';

/**
 * Every game index with its counters, in the order managers created them:
 * quizzes are its active games; participations every play, solo or in a
 * challenge, of its games (from the games' counters of plays, play-counts.ts);
 * challenges every challenge ever started on them. Each counter is summed for
 * every index at once: summed index by index, PostgreSQL read the whole of
 * the games' counters again for each index (a second on a big database).
 */
export async function listIndexes(db: Db): Promise<GameIndex[]> {
  const links = () => db.selectFrom('game_game_indexes as l').groupBy('l.game_index_id');
  const rows = await db
    .selectFrom('game_indexes as gi')
    .leftJoin(
      links()
        .innerJoin('games', 'games.id', 'l.game_id')
        .where('games.is_active', '=', 1)
        .select((eb) => ['l.game_index_id', eb.fn.countAll<number>().as('n')])
        .as('q'),
      'q.game_index_id',
      'gi.id',
    )
    .leftJoin(
      links()
        .innerJoin('game_play_counts as pc', 'pc.game_id', 'l.game_id')
        .select((eb) => ['l.game_index_id', eb.fn.sum<number>('pc.plays').as('n')])
        .as('p'),
      'p.game_index_id',
      'gi.id',
    )
    .leftJoin(
      links()
        .innerJoin('challenges', 'challenges.game_id', 'l.game_id')
        .select((eb) => ['l.game_index_id', eb.fn.countAll<number>().as('n')])
        .as('c'),
      'c.game_index_id',
      'gi.id',
    )
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
      'q.n as quizzes',
      'p.n as participations',
      'c.n as challenges',
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
