import { isCorrect } from '@quiz/shared/formulas';
import type { QuestionType } from '@quiz/shared/types';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isoAfter, isoNow } from '../../db/time';
import type { PlayRow } from './engine';
import { PlayRefusal } from './refusal';

/* The steps of a play that touch one question: serving it, scoring it. */

type Trx = Transaction<Database>;

/** Serves a question: its answer row and deadline, set by the server now. */
export async function serve(
  trx: Trx,
  play: PlayRow,
  questionId: number,
  now: Date,
  previousQuestionId?: number,
) {
  const deadline = isoAfter(play.question_duration_sec, now);
  await trx
    .insertInto('answers')
    .values({ play_id: play.id, question_id: questionId, started_at: isoNow(now), deadline })
    .execute();
  let query = trx
    .updateTable('plays')
    .set({ current_question_id: questionId, current_deadline: deadline })
    .where('id', '=', play.id)
    .where('is_active', '=', 1);
  if (previousQuestionId !== undefined)
    query = query.where('current_question_id', '=', previousQuestionId);
  const moved = await query.returningAll().executeTakeFirst();
  if (!moved) throw new PlayRefusal('BAD_UPDATION');
  return moved;
}

export async function scoreAnswer(
  trx: Trx,
  playId: number,
  questionId: number,
  type: QuestionType,
  correction: string,
  now: Date,
) {
  const answer = await trx
    .selectFrom('answers')
    .select(['id', 'id_values'])
    .where('play_id', '=', playId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  if (!answer) return;
  const correct = isCorrect(
    type,
    JSON.parse(correction) as number[],
    JSON.parse(answer.id_values) as number[],
  );
  await trx
    .updateTable('answers')
    .set({ is_correct: correct ? 1 : 0, answered_at: isoNow(now) })
    .where('id', '=', answer.id)
    .where('answered_at', 'is', null)
    .execute();
}

/** Two requests raced for the same row: the loser's insert broke a unique key. */
export function uniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  return /UNIQUE|unique|23505/.test(text);
}
