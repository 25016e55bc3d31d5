import { isSoloWin, soloReward } from '@quiz/shared/formulas';
import type { Selectable, Transaction } from 'kysely';
import type { Database, PlaysTable } from '../../db/schema';
import { isoNow } from '../../db/time';
import { post } from '../ledger/ledger';
import { PLAY_LEDGER, playReference } from './records';
import { PlayRefusal } from './refusal';

export interface PlayOutcome {
  play: Selectable<PlaysTable>;
  numberOfQuestions: number;
}

/**
 * Closes a play: its score is the number of answers scored right, and a won
 * solo is paid at once through the ledger. A challenge play's win and gain
 * are decided when the challenge closes.
 */
export async function finishPlay(
  trx: Transaction<Database>,
  play: Selectable<PlaysTable>,
  lastQuestionId: number,
  now: Date,
  count?: number,
): Promise<PlayOutcome> {
  const [right, questions] = await Promise.all([
    trx
      .selectFrom('answers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('play_id', '=', play.id)
      .where('is_correct', '=', 1)
      .executeTakeFirstOrThrow(),
    // The number of questions of the play's version, unless the caller knows it.
    count ??
      trx
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('game_id', '=', play.game_id)
        .where('version', '=', play.game_version)
        .executeTakeFirstOrThrow(),
  ]);
  const note = Number(right.n);
  const numberOfQuestions = typeof questions === 'number' ? questions : Number(questions.n);
  let gain = 0;
  let winner = false;
  if (play.type === 'solo') {
    winner = isSoloWin(note, numberOfQuestions, play.solo_percentage_towin);
    // Priced as when the play started: its cost, gain unit and multiplier are on its row.
    if (winner) gain = soloReward(play.gain_unit, play.ene_units, play.solo_win_gain_multiplicator);
  }
  const ended = await trx
    .updateTable('plays')
    .set({
      is_active: 0,
      note,
      is_winner: winner ? 1 : 0,
      gain,
      ended_at: isoNow(now),
      duration_sec: Math.max(0, Math.round((now.getTime() - Date.parse(play.started_at)) / 1000)),
      current_question_id: null,
      current_deadline: null,
    })
    .where('id', '=', play.id)
    .where('is_active', '=', 1)
    .where('current_question_id', '=', lastQuestionId)
    .returningAll()
    .executeTakeFirst();
  if (!ended) throw new PlayRefusal('BAD_UPDATION');
  if (gain > 0) {
    await post(trx, {
      userId: play.user_id,
      account: 'gains',
      amount: gain,
      kind: PLAY_LEDGER.soloReward,
      reference: playReference(play.id),
    });
  }
  return { play: ended, numberOfQuestions };
}
