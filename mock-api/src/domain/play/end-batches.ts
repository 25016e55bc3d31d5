import { isCorrect, isSoloWin, soloReward } from '@quiz/shared/formulas';
import { sql, type Transaction } from 'kysely';
import { batchRows, updatedRows } from '../../db/batch-rows';
import { commitWindow } from '../../db/commit-window';
import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';
import { postAll } from '../ledger/post-all';
import { batcher } from './batcher';
import type { PlayEvents, PlayRow } from './engine';
import type { PlayOutcome } from './finish';
import { answersOnScreen, scoreAll } from './move-batches';
import type { QuestionRow } from './questions';
import { PLAY_LEDGER, playReference } from './records';

/** The end of a play at its last question, by the player's Terminate or by the clock. */
export interface LastMove {
  play: PlayRow;
  current: Pick<QuestionRow, 'id' | 'type'>;
  /** the current question's correction, as stored indexes */
  correction: number[];
  /** the number of questions of the play's version */
  count: number;
  reason: 'answered' | 'timeout';
  now: Date;
}

/** Ends one transaction makes at most: their notification stays within PostgreSQL's payload. */
const BATCH_LIMIT = 100;

/**
 * Group commit (batcher.ts) of plays' ends at their last question, a crowd
 * finishing a quiz together: seven statements whatever their number (lock
 * and read the last answers, count the others right, end the plays, score
 * the last answers, the wins through the ledger's `postAll`, announce the
 * ends) instead of about twelve each. Each end is what steps.ts `finishPlay`
 * makes of it, row for row, and stays conditional on its question being on
 * screen still: one that another request or the clock made first is
 * answered null. A player leaving goes the single way (steps.ts moveOn).
 */
export function endBatches(
  db: Db,
  events: Pick<PlayEvents, 'moved'>,
  alone: (end: LastMove) => Promise<PlayOutcome | null>,
) {
  const ends = batcher<LastMove, PlayOutcome | null>({
    limit: BATCH_LIMIT,
    window: commitWindow(db),
    keyOf: (end) => end.play.id,
    run: (batch) => db.transaction().execute((trx) => endAll(trx, batch, events)),
    alone,
  });
  return {
    /** Ends the play; resolves with its outcome once committed, null when its question was not on screen still. */
    end: ends.make,
    settled: ends.settled,
    stats: ends.stats,
  };
}

/** Ends the batch's plays in the given transaction: each outcome by play, null when not ended. */
async function endAll(
  trx: Transaction<Database>,
  batch: LastMove[],
  events: Pick<PlayEvents, 'moved'>,
): Promise<Map<number, PlayOutcome | null>> {
  const onScreen = batch.map((end) => ({ play: end.play.id, question: end.current.id }));
  const answers = await answersOnScreen(trx, onScreen);
  const rights = await statements.rights(trx, rows.onScreen.values(trx, onScreen));
  const chosen = new Map(answers.rows.map((answer) => [answer.play_id, answer]));
  const rightBefore = new Map(rights.rows.map((row) => [row.play_id, Number(row.n)]));
  const scored = batch.map((end) => {
    const answer = chosen.get(end.play.id);
    const correct =
      answer !== undefined &&
      isCorrect(end.current.type, end.correction, JSON.parse(answer.id_values) as number[]);
    const note = (rightBefore.get(end.play.id) ?? 0) + (correct ? 1 : 0);
    // A challenge play's win and gain are decided when the challenge closes.
    const winner =
      end.play.type === 'solo' && isSoloWin(note, end.count, end.play.solo_percentage_towin);
    const gain = winner
      ? soloReward(end.play.gain_unit, end.play.ene_units, end.play.solo_win_gain_multiplicator)
      : 0;
    const duration = Math.round((end.now.getTime() - Date.parse(end.play.started_at)) / 1000);
    return { end, answer, correct, note, winner, gain, duration: Math.max(0, duration) };
  });
  const ended = await statements.end(
    trx,
    rows.end.values(
      trx,
      scored.map((one) => ({
        play: one.end.play.id,
        current: one.end.current.id,
        note: one.note,
        winner: one.winner ? 1 : 0,
        gain: one.gain,
        at: isoNow(one.end.now),
        duration: one.duration,
      })),
    ),
  );
  const plays = new Map(ended.rows.map((play) => [play.id, play]));
  const made = scored.filter((one) => plays.has(one.end.play.id));
  const result = new Map<number, PlayOutcome | null>(batch.map((end) => [end.play.id, null]));
  if (made.length === 0) return result;
  await scoreAll(
    trx,
    made.flatMap(({ answer, correct, end }) =>
      answer ? [{ answer: answer.id, correct: correct ? 1 : 0, at: isoNow(end.now) }] : [],
    ),
  );
  const wins = made.filter((one) => one.gain > 0);
  if (wins.length > 0) {
    await postAll(
      trx,
      'gains',
      wins.map(({ end, gain }) => ({
        userId: end.play.user_id,
        amount: gain,
        kind: PLAY_LEDGER.soloReward,
        reference: playReference(end.play.id),
      })),
    );
  }
  await events.moved(
    trx,
    made.map(({ end }) => ({
      playId: end.play.id,
      move: end.reason === 'timeout' ? ('play_timeout' as const) : ('play_score' as const),
    })),
  );
  for (const { end } of made) {
    const play = plays.get(end.play.id) as PlayRow;
    result.set(end.play.id, { play, numberOfQuestions: end.count });
  }
  return result;
}

type Values = Record<string, unknown>;

const rows = {
  onScreen: batchRows({ play: 'int', question: 'int' }),
  end: batchRows({
    play: 'int',
    current: 'int',
    note: 'int',
    winner: 'int',
    gain: 'int',
    at: 'text',
    duration: 'int',
  }),
};

/** The statements of a batch, built once: the batch's rows are their values. */
const statements = {
  /** each play's answers scored right before the one on screen */
  rights: prepared<Values, { play_id: number; n: number }>((db, value) =>
    sql<{ play_id: number; n: number }>`select a.play_id, count(*) as n
      from answers a join ${rows.onScreen.table(db, value)} on a.play_id = v.play
      where a.is_correct = 1 and a.question_id <> v.question
      group by a.play_id`.compile(db),
  ),
  /** conditional on the question on screen being the last one; `+plays.is_active` as in move-batches.ts */
  end: prepared<Values, PlayRow>((db, value) =>
    sql<PlayRow>`update plays set is_active = 0, note = v.note, is_winner = v.winner, gain = v.gain,
        ended_at = v.at, duration_sec = v.duration, current_question_id = null,
        current_deadline = null
      from ${rows.end.table(db, value)}
      where plays.id = v.play and +plays.is_active = 1 and plays.current_question_id = v.current
      returning ${updatedRows(db, 'plays')}`.compile(db),
  ),
};
