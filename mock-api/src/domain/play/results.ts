import type { Score, SoloResults } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { offsetOf, paged } from '../catalogue/paging';
import { notFound } from '../errors';
import { playView, type Review, scoreView } from './serialize';

/** The solo results list has a fixed page size: its path carries none. */
export const SOLO_PAGE_SIZE = 10;

const finishedSolos = (db: Db, userId: number) =>
  db
    .selectFrom('plays')
    .where('plays.user_id', '=', userId)
    .where('plays.type', '=', 'solo')
    .where('plays.is_active', '=', 0);

/** A page of the player's finished solo plays, newest first, with the titles of their games. */
export async function soloResults(db: Db, userId: number, page: number): Promise<SoloResults> {
  const total = await finishedSolos(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await finishedSolos(db, userId)
    .innerJoin('games', 'games.id', 'plays.game_id')
    .selectAll('plays')
    .select(['games.title_en', 'games.title_fr', 'games.cover'])
    .orderBy('plays.started_at', 'desc')
    .limit(SOLO_PAGE_SIZE)
    .offset(offsetOf({ page, size: SOLO_PAGE_SIZE }))
    .execute();
  const list = rows.map(({ title_en, title_fr, cover, ...play }) => ({
    ...playView(play),
    game: { id: play.game_id, title_en, title_fr, cover },
  }));
  return paged(list, Number(total.n), SOLO_PAGE_SIZE);
}

/** One of the player's own finished solo plays, with its answers (and corrections: serialize.ts). */
export async function soloResult(
  db: Db,
  userId: number,
  playId: number,
  review: Review,
): Promise<Score> {
  const play = await finishedSolos(db, userId)
    .selectAll()
    .where('plays.id', '=', playId)
    .executeTakeFirst();
  if (!play) throw notFound('INVALID_PLAY');
  return scoreView(db, play, review);
}
