import { CHALLENGE_ENERGY_MIN } from '@quiz/shared/constants';

/**
 * The stake picker's bounds: from the minimum up to the player's balance, so
 * a stake the player cannot pay is never offered (an unknown balance leaves
 * it to the server). `short`: not even the minimum, so buying credits first.
 */
export function stakeBounds(energy: number, balance: number | undefined) {
  const max = balance ?? Number.POSITIVE_INFINITY;
  return {
    canAdd: energy < max,
    canGoOn: energy >= CHALLENGE_ENERGY_MIN && energy <= max,
    short: max < CHALLENGE_ENERGY_MIN,
  };
}
