/**
 * What a credit is worth to the player and to the house (docs/economy.md).
 * A credit is bought for a pack's unit price and counts `gain_unit` FCFA
 * wherever it is staked: in a challenge pot, or in a solo reward. The house
 * keeps the difference, so every price must stay above what a credit can
 * bring back; `economyProblems` says when settings would break that.
 */
import { assertCount, assertFraction } from './guards';
import { packUnitPrice, soloReward } from './rewards';

export interface EconomySettings {
  gain_unit: number;
  solo_units: number;
  solo_win_gain_multiplicator: number;
  unit_price: number;
}

export interface PackPricing {
  unit_reduction: number;
}

/** The lowest and highest FCFA a credit costs across the packs. */
export function creditPriceRange(
  unit_price: number,
  packs: readonly PackPricing[],
): { cheapest: number; dearest: number } {
  const prices = packs.map((pack) => packUnitPrice(unit_price, pack.unit_reduction));
  if (prices.length === 0) {
    const single = packUnitPrice(unit_price, 0);
    return { cheapest: single, dearest: single };
  }
  return { cheapest: Math.min(...prices), dearest: Math.max(...prices) };
}

/**
 * What the house keeps on average from one solo (FCFA): the credits it costs
 * at `creditPrice` each, less the reward times the chance of winning. With
 * `winChance` 1 it is the result against a player who knows every answer.
 */
export function soloHouseResult(
  settings: EconomySettings,
  creditPrice: number,
  winChance: number,
): number {
  assertCount('creditPrice', creditPrice);
  assertFraction('winChance', winChance);
  const reward = soloReward(
    settings.gain_unit,
    settings.solo_units,
    settings.solo_win_gain_multiplicator,
  );
  return settings.solo_units * creditPrice - winChance * reward;
}

/**
 * One challenge that found a winner, every participant having bought the
 * stake at `creditPrice`: the money they paid, the pot shared by the winners
 * (participants x number_of_ene x gain_unit) and what the house keeps, in FCFA.
 * A challenge without a contest (one participant, or nobody right) gives every
 * stake back as credits, so the house keeps the price of credits not yet played.
 */
export function challengeHouseResult(
  participants: number,
  number_of_ene: number,
  gain_unit: number,
  creditPrice: number,
): { paid: number; pot: number; house: number; houseShare: number } {
  assertCount('participants', participants);
  assertCount('number_of_ene', number_of_ene);
  assertCount('gain_unit', gain_unit);
  assertCount('creditPrice', creditPrice);
  const paid = participants * number_of_ene * creditPrice;
  const pot = participants * number_of_ene * gain_unit;
  return { paid, pot, house: paid - pot, houseShare: paid === 0 ? 0 : (paid - pot) / paid };
}

export type EconomyProblem =
  /** A solo can pay more than the credits it costs: a player who knows the answers drains the house. */
  | 'solo_reward_above_price'
  /** A credit counts more in a pot than it costs: accounts staking against each other come out ahead. */
  | 'gain_unit_above_price';

/**
 * Settings that would let a player come out ahead of the house, whatever pack
 * they buy: the back office refuses them, and a test holds the defaults to it.
 * Converting gains into credits follows the pack prices, so it is covered by
 * the same two rules.
 */
export function economyProblems(
  settings: EconomySettings,
  packs: readonly PackPricing[],
): EconomyProblem[] {
  const { cheapest } = creditPriceRange(settings.unit_price, packs);
  const problems: EconomyProblem[] = [];
  if (soloHouseResult(settings, cheapest, 1) < 0) problems.push('solo_reward_above_price');
  if (settings.gain_unit > cheapest) problems.push('gain_unit_above_price');
  return problems;
}

export interface PackHouse {
  code: string;
  /** FCFA a credit of the pack costs */
  creditPrice: number;
  /** FCFA the house keeps on one solo against a player who knows every answer */
  soloHouse: number;
  /** that amount as a share of what the solo's credits cost */
  soloHouseShare: number;
  /** share of the money paid that the house keeps on a challenge that found a winner */
  challengeHouseShare: number;
}

/**
 * The house's share pack by pack, as docs/economy.md tabulates it: what a
 * credit costs, what a solo leaves the house against a perfect player, and
 * what a challenge leaves it. The back office shows it before a change is saved.
 */
export function houseByPack(
  settings: EconomySettings,
  packs: readonly (PackPricing & { code: string })[],
): PackHouse[] {
  return packs.map((pack) => {
    const creditPrice = packUnitPrice(settings.unit_price, pack.unit_reduction);
    const soloHouse = soloHouseResult(settings, creditPrice, 1);
    const soloPrice = settings.solo_units * creditPrice;
    return {
      code: pack.code,
      creditPrice,
      soloHouse,
      soloHouseShare: soloPrice === 0 ? 0 : soloHouse / soloPrice,
      challengeHouseShare: challengeHouseResult(1, 1, settings.gain_unit, creditPrice).houseShare,
    };
  });
}
