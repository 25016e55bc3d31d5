import type { Answer, Score } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import type { Translate } from '../../lib/i18n';

/** What the play came to, said plainly to the player: won and how much, lost, or not known yet. */
export function outcomeText(score: Score, closedChallenge: boolean, t: Translate): string {
  const { play } = score;
  if (play.challenge_id && !closedChallenge) return t('play.challenge_on');
  if (play.is_winner) return t('play.fair.you_won', { amount: formatMoney(play.gain) });
  return play.challenge_id ? t('play.fair.you_lost') : t('play.lost');
}

/**
 * How a choice of a review is marked, by its place on the player's screen: its
 * place (from 1) among the player's picks and in the correction, null when it
 * is not in them. The correction is unknown (null) while it is hidden.
 */
export function choiceMarks(answer: Answer, place: number) {
  const chosen = answer.id_values.indexOf(place);
  const correction = answer.related_question.correction_ids;
  const right = correction ? correction.indexOf(place) : -1;
  return { chosen: chosen >= 0 ? chosen + 1 : null, right: right >= 0 ? right + 1 : null };
}
