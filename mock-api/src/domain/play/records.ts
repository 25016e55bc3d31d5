/**
 * How plays and challenges are recorded, for every module that reads them.
 *
 * plays: one row per player and play. `note` is the number of questions
 * answered right; `is_active` is 1 while the play runs and 0 once it is over;
 * `gain` is the FCFA won (solo at once; challenge when the challenge closes);
 * `ene_units` the credits it cost. answers: one row per question sent, with
 * the selected choice indexes (`id_values`, JSON) and `is_correct`.
 *
 * challenges: `is_active` 1 until `closes_at`, then 0 with `total_gain`,
 * `number_of_winners` and `gain_per_winner` set. A challenge's winners are
 * its plays with `is_winner` 1. Its participants are its starter (who staked
 * at start, played or not) and the players of its plays.
 *
 * Ledger movements of play, each with its reference:
 */
export const PLAY_LEDGER = {
  /** credits taken when a solo play starts; reference play:<play id> */
  soloStake: 'play_stake',
  /** FCFA credited when a solo is won; reference play:<play id> */
  soloReward: 'solo_reward',
  /** credits staked to start or join a challenge; reference challenge:<challenge id> */
  challengeStake: 'challenge_stake',
  /** FCFA credited to each winner when a challenge closes; reference challenge:<challenge id> */
  challengeWin: 'challenge_win',
  /** credits given back to every participant of a challenge without contest; reference challenge:<challenge id> */
  challengeRefund: 'challenge_refund',
  /** a participant's stake, held while the challenge ran, consumed by the house once it is settled */
  challengeSettled: 'challenge_settled',
} as const;

export const playReference = (playId: number) => `play:${playId}`;
export const challengeReference = (challengeId: number) => `challenge:${challengeId}`;
