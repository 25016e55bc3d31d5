import { FIRST_PAGE } from '@quiz/shared/constants';
import type { GameOrdering } from '@quiz/shared/types';
import { api } from '../../lib/paths';

/** Cards only need the light 'simple' game shape: less to send over slow networks. */
export function gamesPath(
  type: GameOrdering,
  size: number,
  gameIndexId?: number,
  page = FIRST_PAGE,
) {
  return api.games.list({ type, page, size, serializerType: 'simple', gameIndexId });
}

export function challengesPath(
  type: GameOrdering,
  size: number,
  gameIndexId?: number,
  page = FIRST_PAGE,
) {
  return api.games.challenges({ type, page, size, serializerType: 'simple', gameIndexId });
}

/** The newest games, split as the explore page shows them: 1 large, then 2-6, then 7-11. */
export const NEWEST_COUNT = 11;

export function splitNewest<T>(games: readonly T[]): { first: T | null; newer: T[]; later: T[] } {
  return { first: games[0] ?? null, newer: games.slice(1, 6), later: games.slice(6, 11) };
}

/**
 * The categories block shows popular categories when a draw from 0 to 10 is
 * above 5, else unpopular ones (spec section 2): the first 4 of that order.
 */
export function categoriesBlock<T extends { number_of_participations: number }>(
  indexes: readonly T[],
  draw: number,
): { popular: boolean; list: T[] } {
  const popular = draw > 5;
  const sorted = [...indexes].sort((a, b) =>
    popular
      ? b.number_of_participations - a.number_of_participations
      : a.number_of_participations - b.number_of_participations,
  );
  return { popular, list: sorted.slice(0, 4) };
}

/** A whole number from 0 to 10 inclusive. */
export function drawZeroToTen(random: () => number = Math.random): number {
  return Math.floor(random() * 11);
}

/** Every third category of the latest-per-category block opens with a featured card. */
export function isFeatured(position: number): boolean {
  return position % 3 === 0;
}
