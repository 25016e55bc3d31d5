import type { Answer, Game, Play, PlayOnDetector, Question, Score } from '@quiz/shared/contract';
import type { Selectable } from 'kysely';
import { gatheredByKey } from '../../db/gathered';
import type { Db } from '../../db/index';
import type { PlaysTable, QuestionsTable } from '../../db/schema';
import { catalogueOf } from '../catalogue/service';
import { choiceOrder, shownChoices, shownIndexes } from './choice-order';
import { correctionsHiddenUntil, correctionsHiddenUntilOf } from './corrections';

type QuestionRow = Selectable<QuestionsTable>;
type PlayRow = Selectable<PlaysTable>;

/**
 * A question as the player sees it. Corrections are left out unless
 * `withCorrection`: they reach the client only once its play is over.
 */
export function questionView(
  question: QuestionRow,
  options: { withCorrection?: boolean; answerId?: number | null; startedAt?: string | null } = {},
): Question {
  // Texts, or media keys for the picture types: the edge writes their URLs.
  const choices = (raw: string) => JSON.parse(raw) as string[];
  return {
    id: question.id,
    rank: question.rank,
    type: question.type,
    label_en: question.label_en,
    label_fr: question.label_fr,
    illustration: question.illustration,
    choice_values_en: choices(question.choice_values_en),
    choice_values_fr: choices(question.choice_values_fr),
    ...(options.withCorrection
      ? {
          correction_ids: JSON.parse(question.correction_ids) as number[],
          // The explanation tells the correction: it goes with it, never before.
          explanation_en: question.explanation_en,
          explanation_fr: question.explanation_fr,
        }
      : {}),
    answer_id: options.answerId ?? null,
    answer: options.startedAt ? { started_at: options.startedAt } : null,
  };
}

/**
 * A game with its indexes, quote and counts: the header of play and result
 * screens. The same card as the catalogue's lists, from its cache.
 */
export async function gameView(db: Db, gameId: number): Promise<Game> {
  const [card] = await catalogueOf(db).cards([gameId], 'detailed');
  if (!card) throw new Error(`game ${gameId} has no card`);
  return card;
}

/** A play without its answers: enough for lists and the score header. */
export function playView(play: PlayRow): Play {
  return {
    id: play.id,
    type: play.type,
    note: play.note,
    is_winner: play.is_winner === 1,
    gain: play.gain,
    duration_sec: play.duration_sec,
    solo_percentage_towin: play.solo_percentage_towin,
    started_at: play.started_at,
    ended_at: play.ended_at,
    is_active: play.is_active === 1,
    ene_units: play.ene_units,
    game_id: play.game_id,
    user_id: play.user_id,
    challenge_id: play.challenge_id,
  };
}

/** What a review needs: the key of each play's own order of choices (choice-order.ts). */
export interface Review {
  choiceKey: Buffer;
}

/**
 * A finished play's answers, each with its question as this play saw it: the
 * choices in the play's own order, the player's choices and the correction
 * as places in that order (a review that numbered pictures in the quiz's
 * order would not match what the player saw). Corrections only when `reveal`.
 */
export async function answersView(
  db: Db,
  playId: number,
  reveal: boolean,
  review: Review,
): Promise<Answer[]> {
  const rows = (await answerRowsOf(db, [playId])).get(playId) ?? [];
  return answersFrom(rows, playId, reveal, review);
}

type AnswerRow = Awaited<ReturnType<typeof answerRows>>[number];

const answerRows = (db: Db, playIds: number[]) =>
  db
    .selectFrom('answers')
    .innerJoin('questions', 'questions.id', 'answers.question_id')
    .selectAll('questions')
    .select([
      'answers.play_id',
      'answers.id as answer_id',
      'answers.id_values',
      'answers.is_correct',
      'answers.started_at as answer_started_at',
    ])
    .where('answers.play_id', 'in', playIds)
    .orderBy('answers.play_id')
    .orderBy('questions.rank')
    .execute();

/** The answers of plays with their questions, by play, in the order of the questions. */
async function answerRowsOf(db: Db, playIds: number[]): Promise<Map<number, AnswerRow[]>> {
  const byPlay = new Map<number, AnswerRow[]>();
  for (const row of await answerRows(db, playIds)) {
    const rows = byPlay.get(row.play_id) ?? [];
    rows.push(row);
    byPlay.set(row.play_id, rows);
  }
  return byPlay;
}

function answersFrom(rows: AnswerRow[], playId: number, reveal: boolean, review: Review): Answer[] {
  return rows.map((row) => {
    const question = questionView(row, {
      withCorrection: reveal,
      answerId: row.answer_id,
      startedAt: row.answer_started_at,
    });
    const order = choiceOrder(review.choiceKey, playId, row.id, question.choice_values_en.length);
    return {
      id: row.answer_id,
      id_values: shownIndexes(JSON.parse(row.id_values) as number[], order),
      ...(reveal ? { is_correct: row.is_correct === 1 } : {}),
      related_question: {
        ...question,
        choice_values_en: shownChoices(question.choice_values_en, order),
        choice_values_fr: shownChoices(question.choice_values_fr, order),
        ...(question.correction_ids
          ? { correction_ids: shownIndexes(question.correction_ids, order) }
          : {}),
      },
    };
  });
}

/**
 * A finished play with its game and answers; its corrections only once no
 * challenge on its quiz is open (corrections.ts).
 */
export async function scoreView(db: Db, play: PlayRow, review: Review): Promise<Score> {
  const [hiddenUntil, game, rows] = await Promise.all([
    correctionsHiddenUntil(db, play.game_id),
    gameView(db, play.game_id),
    answerRowsOf(db, [play.id]),
  ]);
  return scoreFrom(play, game, hiddenUntil, rows.get(play.id) ?? [], review);
}

function scoreFrom(
  play: PlayRow,
  game: Game,
  hiddenUntil: string | null,
  rows: AnswerRow[],
  review: Review,
): Score {
  const answers = answersFrom(rows, play.id, hiddenUntil === null, review);
  return {
    game,
    play: { ...playView(play), answers, corrections_hidden_until: hiddenUntil },
  };
}

/**
 * `scoreView` for the scores of plays ended together (a quiz night's last
 * question): the reads of the views asked in one turn of the event loop are
 * made together, two statements for them all (db/gathered.ts).
 */
export function scoreViews(db: Db, review: Review) {
  const hiddenUntil = gatheredByKey(
    (gameIds: number[]) => correctionsHiddenUntilOf(db, gameIds),
    null,
  );
  const answers = gatheredByKey((playIds: number[]) => answerRowsOf(db, playIds), []);
  return async (play: PlayRow): Promise<Score> => {
    const [hidden, game, rows] = await Promise.all([
      hiddenUntil(play.game_id),
      gameView(db, play.game_id),
      answers(play.id),
    ]);
    return scoreFrom(play, game, hidden, rows, review);
  };
}

/** The play a player has running, if any, so the apps can send them back to it. */
export function playOnView(play: PlayRow | undefined): PlayOnDetector {
  return {
    has_play_on: Boolean(play),
    type: play?.type ?? null,
    game_id: play?.game_id ?? null,
    challenge_id: play?.challenge_id ?? null,
  };
}
