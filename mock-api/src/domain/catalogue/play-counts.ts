import { type RawBuilder, sql } from 'kysely';

/**
 * The number of plays of the game whose id is in `gameColumn`, ever started
 * (running or ended): the sum of its counter rows, which triggers keep as
 * plays are started and deleted (migration 0026_play_counters). Reading a
 * few rows a game instead of counting its plays keeps the orders by number of
 * plays and the game cards quick on a million plays.
 */
export function playsOfGame(gameColumn: string): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(pc.plays), 0) from game_play_counts pc where pc.game_id = ${sql.ref(gameColumn)})`;
}
