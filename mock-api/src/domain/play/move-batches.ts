import { isCorrect } from '@quiz/shared/formulas';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { batchRows, updatedRows } from '../../db/batch-rows';
import { commitWindow } from '../../db/commit-window';
import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { isoAfter, isoNow } from '../../db/time';
import { batcher } from './batcher';
import type { PlayEvents, PlayRow } from './engine';
import type { QuestionRow } from './questions';
import type { Served } from './steps';

/** A move of a play from the question on screen to the next one, as the engine asks it. */
export interface NextMove {
  play: PlayRow;
  current: Pick<QuestionRow, 'id' | 'type'>;
  /** the current question's correction, as stored indexes */
  correction: number[];
  nextId: number;
  now: Date;
}

/**
 * Moves one transaction makes at most. Their notification, one for them all,
 * stays well within PostgreSQL's 8,000 bytes of payload.
 */
const BATCH_LIMIT = 100;

/**
 * Group commit (batcher.ts) of the busiest move of a play: from the question
 * on screen to the next one, by the player's Next or by the clock. A batch
 * makes its moves with five statements whatever their number (lock and read
 * the answers, move the plays, score the answers, serve the next ones,
 * announce the moves) instead of five each. Each move stays conditional on
 * its question being on screen still: one that another request or the
 * clock made first is answered null, as a single move is. Last questions go
 * through end-batches.ts, and a player leaving the single way (steps.ts
 * moveOn).
 */
export function moveBatches(db: Db, events: Pick<PlayEvents, 'moved'>) {
  const run = (batch: NextMove[]) => db.transaction().execute((trx) => moveAll(trx, batch, events));
  const moves = batcher<NextMove, Served | null>({
    limit: BATCH_LIMIT,
    window: commitWindow(db),
    keyOf: (move) => move.play.id,
    run,
    alone: async (move) => (await run([move])).get(move.play.id) ?? null,
  });
  return {
    /** Moves the play on to its next question; resolves once committed, null when it was not on screen still. */
    move: moves.make,
    settled: moves.settled,
    stats: moves.stats,
  };
}

/** Makes the batch's moves in the given transaction: each move's next question by play, null when not made. */
async function moveAll(
  trx: Kysely<Database>,
  batch: NextMove[],
  events: Pick<PlayEvents, 'moved'>,
): Promise<Map<number, Served | null>> {
  const answers = await answersOnScreen(
    trx,
    batch.map((m) => ({ play: m.play.id, question: m.current.id })),
  );
  const moved = await statements.plays(
    trx,
    rows.plays.values(
      trx,
      batch.map((m) => ({
        play: m.play.id,
        current: m.current.id,
        next: m.nextId,
        deadline: isoAfter(m.play.question_duration_sec, m.now),
      })),
    ),
  );
  const plays = new Map(moved.rows.map((play) => [play.id, play]));
  const made = batch.filter((m) => plays.has(m.play.id));
  const result = new Map<number, Served | null>(batch.map((m) => [m.play.id, null]));
  if (made.length === 0) return result;
  const byPlay = new Map(made.map((m) => [m.play.id, m]));
  // Scored as last kept, as the single move scores.
  const scores = answers.rows.flatMap((answer) => {
    const m = byPlay.get(answer.play_id);
    if (!m) return [];
    const chosen = JSON.parse(answer.id_values) as number[];
    const correct = isCorrect(m.current.type, m.correction, chosen) ? 1 : 0;
    return [{ answer: answer.id, correct, at: isoNow(m.now) }];
  });
  await scoreAll(trx, scores);
  const served = await serveAll(
    trx,
    made.map((m) => ({
      play: m.play.id,
      question: m.nextId,
      started: isoNow(m.now),
      deadline: isoAfter(m.play.question_duration_sec, m.now),
    })),
  );
  await events.moved(
    trx,
    made.map((m) => ({ playId: m.play.id, move: 'next_question' as const })),
  );
  for (const { play_id, ...answer } of served.rows) {
    const play = plays.get(play_id);
    if (play) result.set(play_id, { play, answer });
  }
  return result;
}

/**
 * The answers of the questions on screen of a batch's plays, locked first,
 * in the order of their ids: the order a single move and the choices' own
 * batches take.
 */
export const answersOnScreen = (
  trx: Kysely<Database>,
  onScreen: { play: number; question: number }[],
) => statements.answers(trx, rows.answers.values(trx, onScreen));

/** Questions served: each play's answer row, its start and deadline set by the server. */
export const serveAll = (
  trx: Kysely<Database>,
  served: { play: number; question: number; started: string; deadline: string }[],
) => statements.serve(trx, rows.serve.values(trx, served));

/** Answers scored, each as kept, unless scored already. */
export async function scoreAll(
  trx: Kysely<Database>,
  scores: { answer: number; correct: number; at: string }[],
) {
  if (scores.length > 0) await statements.score(trx, rows.score.values(trx, scores));
}

type Values = Record<string, unknown>;
const postgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The rows each statement of a batch takes. */
const rows = {
  answers: batchRows({ play: 'int', question: 'int' }),
  plays: batchRows({ play: 'int', current: 'int', next: 'int', deadline: 'text' }),
  score: batchRows({ answer: 'int', correct: 'int', at: 'text' }),
  serve: batchRows({ play: 'int', question: 'int', started: 'text', deadline: 'text' }),
};

/** The statements of a batch, built once: the batch's rows are their values. */
const statements = {
  answers: prepared<Values, { id: number; play_id: number; id_values: string }>((db, value) =>
    sql<{ id: number; play_id: number; id_values: string }>`select a.id, a.play_id, a.id_values
      from answers a join ${rows.answers.table(db, value)}
        on a.play_id = v.play and a.question_id = v.question
      order by a.id ${sql.raw(postgres(db) ? 'for update of a' : '')}`.compile(db),
  ),
  /**
   * Conditional on the question on screen being the one each move ends.
   * `+plays.is_active`: SQLite would otherwise go through every running play
   * by their index and look each up in the batch, rather than the batch's
   * plays up by their ids.
   */
  plays: prepared<Values, PlayRow>((db, value) =>
    sql<PlayRow>`update plays set current_question_id = v.next, current_deadline = v.deadline
      from ${rows.plays.table(db, value)}
      where plays.id = v.play and +plays.is_active = 1 and plays.current_question_id = v.current
      returning ${updatedRows(db, 'plays')}`.compile(db),
  ),
  score: prepared<Values, unknown>((db, value) =>
    sql`update answers set is_correct = v.correct, answered_at = v.at
      from ${rows.score.table(db, value)}
      where answers.id = v.answer and answers.answered_at is null`.compile(db),
  ),
  serve: prepared<Values, Served['answer'] & { play_id: number }>((db, value) =>
    sql<
      Served['answer'] & { play_id: number }
    >`insert into answers (play_id, question_id, started_at, deadline)
      select v.play, v.question, v.started, v.deadline from ${rows.serve.table(db, value)}
      returning id, play_id, started_at, deadline, id_values`.compile(db),
  ),
};
