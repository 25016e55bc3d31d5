/** Rewards, stakes and prices of player spec section 9. All results are integers. */
import { assertCount, assertFraction } from './guards';

/** FCFA a solo win pays: gain_unit x solo_units x solo_win_gain_multiplicator. */
export function soloReward(
  gain_unit: number,
  solo_units: number,
  solo_win_gain_multiplicator: number,
): number {
  assertCount('gain_unit', gain_unit);
  assertCount('solo_units', solo_units);
  assertCount('solo_win_gain_multiplicator', solo_win_gain_multiplicator);
  return gain_unit * solo_units * solo_win_gain_multiplicator;
}

/**
 * Correct answers needed to win a solo. solo_percentage_towin is a fraction (0.6 for
 * 60 %). Rounded up so that the target is never below the percentage: 7 questions at
 * 0.6 need 5 (4.2 rounded up). The tiny epsilon absorbs float noise (100 x 0.07 is
 * 7.000000000000001 in binary floating point, and must stay 7).
 */
export function soloWinTarget(number_of_questions: number, solo_percentage_towin: number): number {
  assertCount('number_of_questions', number_of_questions);
  assertFraction('solo_percentage_towin', solo_percentage_towin);
  // max(0, …) also turns the -0 that ceil(-1e-9) gives for 0 questions into 0.
  return Math.max(0, Math.ceil(number_of_questions * solo_percentage_towin - 1e-9));
}

/** A solo is won when the score (correct answers) reaches the target. */
export function isSoloWin(
  score: number,
  number_of_questions: number,
  solo_percentage_towin: number,
): boolean {
  assertCount('score', score);
  return score >= soloWinTarget(number_of_questions, solo_percentage_towin);
}

/** Seconds a whole game lasts: number_of_questions x question_duration_sec. */
export function totalPlayTime(number_of_questions: number, question_duration_sec: number): number {
  assertCount('number_of_questions', number_of_questions);
  assertCount('question_duration_sec', question_duration_sec);
  return number_of_questions * question_duration_sec;
}

/** FCFA value of one participant's stake: number_of_ene x gain_unit. */
export function challengeStake(number_of_ene: number, gain_unit: number): number {
  assertCount('number_of_ene', number_of_ene);
  assertCount('gain_unit', gain_unit);
  return number_of_ene * gain_unit;
}

/**
 * Winnings shown while a challenge is active: what the pot would be with one more
 * participant, (participants + 1) x number_of_ene x gain_unit, i.e. the pot the viewer
 * competes for if they join.
 */
export function challengeWinningsActive(
  participants: number,
  number_of_ene: number,
  gain_unit: number,
): number {
  assertCount('participants', participants);
  return (participants + 1) * challengeStake(number_of_ene, gain_unit);
}

/**
 * Share of each winner once the challenge is closed. Integer division: FCFA has no
 * subunit, so the remainder (total_gain mod winners) stays with the house rather than
 * being paid unevenly. No winners: nobody is paid, 0.
 */
export function gainPerWinner(total_gain: number, winners: number): number {
  assertCount('total_gain', total_gain);
  assertCount('winners', winners);
  return winners === 0 ? 0 : Math.floor(total_gain / winners);
}

/** What the house keeps of a closed challenge pot (all of it when nobody won). */
export function houseRemainder(total_gain: number, winners: number): number {
  return total_gain - gainPerWinner(total_gain, winners) * winners;
}

/** FCFA price of one credit in a pack: unit_price - unit_reduction, never below 0. */
export function packUnitPrice(unit_price: number, unit_reduction: number): number {
  assertCount('unit_price', unit_price);
  assertCount('unit_reduction', unit_reduction);
  return Math.max(0, unit_price - unit_reduction);
}

/** FCFA price of `units` credits bought in a pack. */
export function packPrice(units: number, unit_price: number, unit_reduction: number): number {
  assertCount('units', units);
  return units * packUnitPrice(unit_price, unit_reduction);
}
