import { expressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Where a ranked row keeps its game: a game list ranks games, a challenge list challenges. */
type GameColumn = 'games.id' | 'challenges.game_id';

/*
 * The "for you" signals of game and challenge lists, as 1 or 0 to order by:
 * the game is in an index the player prefers, or in an index of a game the
 * player has played. Built apart from any query and tied to the ranked row
 * through its game column.
 */
const eb = expressionBuilder<Database, never>();
const asFlag = (found: ReturnType<typeof eb.exists>) => eb.case().when(found).then(1).else(0).end();

export function inPreferredIndex(gameColumn: GameColumn, viewerId: number) {
  return asFlag(
    eb.exists(
      eb
        .selectFrom('game_game_indexes as l')
        .innerJoin('preferences as p', 'p.game_index_id', 'l.game_index_id')
        .select('l.game_id')
        .where('l.game_id', '=', sql.ref<number>(gameColumn))
        .where('p.user_id', '=', viewerId),
    ),
  );
}

export function inPlayedIndex(gameColumn: GameColumn, viewerId: number) {
  return asFlag(
    eb.exists(
      eb
        .selectFrom('game_game_indexes as l')
        .select('l.game_id')
        .where('l.game_id', '=', sql.ref<number>(gameColumn))
        .where(
          'l.game_index_id',
          'in',
          eb
            .selectFrom('game_game_indexes as pl')
            .innerJoin('plays as pp', 'pp.game_id', 'pl.game_id')
            .select('pl.game_index_id')
            .where('pp.user_id', '=', viewerId),
        ),
    ),
  );
}
