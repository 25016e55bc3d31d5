import { isCorrect } from '@quiz/shared/formulas';
import type { QuestionType } from '@quiz/shared/types';
import { type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from 'kysely';
import { prepared } from '../../db/prepared';
import type {
  AnswersTable,
  ChallengesTable,
  Database,
  GamesTable,
  QuestionsTable,
} from '../../db/schema';
import { isoAfter, isoNow } from '../../db/time';
import { DomainError } from '../errors';
import { post } from '../ledger/ledger';
import { checkSpend } from '../responsible-play/rules';
import { readSettings } from '../settings/settings';
import type { PlayRow } from './engine';
import { finishPlay, type PlayOutcome } from './finish';
import { challengeReference, PLAY_LEDGER, playReference } from './records';
import { PlayRefusal } from './refusal';

/*
 * The steps of a play, each in the caller's transaction at the time of play
 * it is given: starting it, keeping a choice, moving it on question by
 * question until it ends. The engine runs them for live players; the demo
 * seed runs the same steps for its community.
 */

type Trx = Transaction<Database>;

export interface PlayStart {
  userId: number;
  game: Pick<Selectable<GamesTable>, 'id' | 'solo_percentage_towin' | 'question_duration_sec'>;
  /** the version of the game's questions the play uses (a challenge's own, else the game's current one) */
  gameVersion: number;
  /** the first question of that version, served at once */
  firstQuestionId: number;
  /** the challenge joined; a solo play has none */
  challenge?: Pick<Selectable<ChallengesTable>, 'id' | 'number_of_ene'>;
}

/**
 * Starts a play: its cost in credits through the ledger (a solo costs the
 * setting solo_units, a challenge its stake), the player's invitation to the
 * challenge accepted, the first question served.
 */
export async function beginPlay(trx: Trx, start: PlayStart, now: Date): Promise<Served> {
  const { challenge, game, userId } = start;
  if (challenge) await holdOpenChallenge(trx, challenge.id, now);
  const settings = await readSettings(trx);
  const cost = challenge ? challenge.number_of_ene : settings.solo_units;
  const created = await trx
    .insertInto('plays')
    .values({
      user_id: userId,
      game_id: game.id,
      game_version: start.gameVersion,
      type: challenge ? 'challenge' : 'solo',
      challenge_id: challenge?.id ?? null,
      ene_units: cost,
      solo_percentage_towin: game.solo_percentage_towin,
      question_duration_sec: game.question_duration_sec,
      // The reward it plays for: a change of pricing counts from the next play.
      gain_unit: settings.gain_unit,
      solo_win_gain_multiplicator: settings.solo_win_gain_multiplicator,
      started_at: isoNow(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const reference = challenge ? challengeReference(challenge.id) : playReference(created.id);
  await checkStake(trx, userId, cost, reference, now);
  // A challenge's starter paid when starting it: the same reference makes this a no-op.
  await post(trx, {
    userId,
    account: 'credits',
    amount: -cost,
    kind: challenge ? PLAY_LEDGER.challengeStake : PLAY_LEDGER.soloStake,
    reference,
    at: now,
  });
  if (challenge) {
    await trx
      .updateTable('challenge_invitations')
      .set({ status: 'ACCEPTED', is_read: 1, updated_at: isoNow(now) })
      .where('challenge_id', '=', challenge.id)
      .where('receiver_id', '=', userId)
      .where('status', '=', 'PENDING')
      .execute();
  }
  return serve(trx, created, start.firstQuestionId, now);
}

/**
 * A stake the player's break or limits forbid is refused; a stake already
 * paid (the starter's, when starting the challenge) is not counted again.
 */
async function checkStake(trx: Trx, userId: number, cost: number, reference: string, now: Date) {
  const paid = await trx
    .selectFrom('ledger_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('account', '=', 'credits')
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (paid) return;
  await checkSpend(trx, userId, 'stake', cost, now).catch((error: unknown) => {
    if (error instanceof DomainError) {
      throw new PlayRefusal(error.statusMessage, error.details.extra ?? {});
    }
    throw error;
  });
}

/**
 * Joining is conditional on the challenge being open still, and the update
 * holds its row until the play is recorded: the closing job, which claims
 * the same row, then either closes first (and the join is refused, nothing
 * charged) or sees this play running and waits for it to finish.
 */
async function holdOpenChallenge(trx: Trx, challengeId: number, now: Date) {
  const held = await trx
    .updateTable('challenges')
    .set({ is_active: 1 })
    .where('id', '=', challengeId)
    .where('is_active', '=', 1)
    .where('closes_at', '>', isoNow(now))
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) !== 1)
    throw new PlayRefusal('INACTIVE_PLAY', { challenge_id: challengeId });
}

/** Keeps the player's choice for the question on screen; a choice the question lacks is refused. */
export async function keepChoice(
  db: Kysely<Database>,
  playId: number,
  question: Pick<Selectable<QuestionsTable>, 'id' | 'choice_values_en'>,
  value: number[],
) {
  const choices = (JSON.parse(question.choice_values_en) as unknown[]).length;
  if (value.some((index) => index >= choices)) throw new PlayRefusal('INVALID_ANSWERS');
  await db
    .updateTable('answers')
    .set({ id_values: JSON.stringify(value) })
    .where('play_id', '=', playId)
    .where('question_id', '=', question.id)
    .execute();
}

/**
 * Keeps the player's choice in the answer of the question on screen, on
 * condition that it is on screen still: not scored yet, its play running and
 * showing it. Whether it was kept: when not, the play moved on meanwhile.
 * One statement, with no read before it: the socket knows its play.
 */
export async function keepOnScreen(db: Kysely<Database>, answerId: number, value: number[]) {
  const kept = await keepOnScreenStatement(db, { answerId, value: JSON.stringify(value) });
  return Number(kept.numAffectedRows ?? 0) === 1;
}

const keepOnScreenStatement = prepared<{ answerId: number; value: string }, unknown>((db, value) =>
  sql`update answers set id_values = ${value('value')}
    where id = ${value('answerId')} and answered_at is null
    and exists (select 1 from plays where plays.id = answers.play_id
      and plays.is_active = 1 and plays.current_question_id = answers.question_id)`.compile(db),
);

/** Where a play went: to its next question, or to its end; null when it had none on screen. */
export type PlayStep = { next: Served } | { outcome: PlayOutcome } | null;

/**
 * Ends the question on screen, scored as the player left it, and serves the
 * next one, or ends the play (at once when the player leaves). Conditional on
 * the question still being current, so the player and the clock cannot both
 * move a play on: the second one fails with BAD_UPDATION or a unique key.
 */
export async function moveOn(
  trx: Trx,
  play: PlayRow,
  reason: 'answered' | 'timeout' | 'left',
  now: Date,
  version?: Selectable<QuestionsTable>[],
): Promise<PlayStep> {
  const [current, after] = version
    ? nextOf(version, play.current_question_id)
    : await questionAndNext(trx, play);
  if (!current || current.id !== play.current_question_id) return null;
  await scoreAnswer(trx, play.id, current.id, current.type, current.correction_ids, now);
  const next = reason === 'left' ? undefined : after;
  if (next) return { next: await serve(trx, play, next.id, now, current.id) };
  return { outcome: await finishPlay(trx, play, current.id, now, version?.length) };
}

/** The question on screen and the one after it, among the version's questions in rank order. */
export function nextOf<T extends { id: number }>(version: T[], currentId: number | null) {
  const at = version.findIndex((question) => question.id === currentId);
  return at < 0 ? [] : version.slice(at, at + 2);
}

/** The question on screen and the one after it, in one query, of the play's version. */
function questionAndNext(trx: Trx, play: PlayRow) {
  return trx
    .selectFrom('questions')
    .selectAll()
    .where('game_id', '=', play.game_id)
    .where('version', '=', play.game_version)
    .where('rank', '>=', (eb) =>
      eb
        .selectFrom('questions')
        .select('rank')
        .where('id', '=', play.current_question_id ?? 0),
    )
    .orderBy('rank')
    .limit(2)
    .execute();
}

/** A play as a question was served, with that question's answer row as written. */
export interface Served {
  play: PlayRow;
  answer: Pick<Selectable<AnswersTable>, 'id' | 'started_at' | 'deadline' | 'id_values'>;
}

/** Serves a question: its answer row and deadline, set by the server now. */
export async function serve(
  trx: Trx,
  play: PlayRow,
  questionId: number,
  now: Date,
  previousQuestionId?: number,
): Promise<Served> {
  const deadline = isoAfter(play.question_duration_sec, now);
  const served = { playId: play.id, questionId, startedAt: isoNow(now), deadline };
  const [answer] = (await serveStatements.answer(trx, served)).rows;
  if (!answer) throw new Error(`play ${play.id} was not served question ${questionId}`);
  const [moved] = (
    previousQuestionId === undefined
      ? await serveStatements.first(trx, served)
      : await serveStatements.next(trx, { ...served, previousQuestionId })
  ).rows;
  if (!moved) throw new PlayRefusal('BAD_UPDATION');
  return { play: moved, answer };
}

type ServeValues = { playId: number; questionId: number; startedAt: string; deadline: string };

/** The statements of serving a question, built once: a play runs them at every question. */
const serveStatements = {
  answer: prepared<ServeValues, Served['answer']>((db, value) =>
    db
      .insertInto('answers')
      .values({
        play_id: value('playId'),
        question_id: value('questionId'),
        started_at: value('startedAt'),
        deadline: value('deadline'),
      })
      .returning(['id', 'started_at', 'deadline', 'id_values'])
      .compile(),
  ),
  first: prepared<ServeValues, PlayRow>((db, value) => moveTo(db, value).compile()),
  /** conditional on the question on screen being the one the move ends */
  next: prepared<ServeValues & { previousQuestionId: number }, PlayRow>((db, value) =>
    moveTo(db, value).where('current_question_id', '=', value('previousQuestionId')).compile(),
  ),
};

function moveTo(
  db: Kysely<Database>,
  value: <Name extends keyof ServeValues>(name: Name) => ServeValues[Name],
) {
  return db
    .updateTable('plays')
    .set({ current_question_id: value('questionId'), current_deadline: value('deadline') })
    .where('id', '=', value('playId'))
    .where('is_active', '=', 1)
    .returningAll();
}

export async function scoreAnswer(
  trx: Trx,
  playId: number,
  questionId: number,
  type: QuestionType,
  correction: string,
  now: Date,
) {
  const [answer] = (await scoreStatements.answer(trx, { playId, questionId })).rows;
  if (!answer) return;
  const correct = isCorrect(
    type,
    JSON.parse(correction) as number[],
    JSON.parse(answer.id_values) as number[],
  );
  await scoreStatements.score(trx, {
    id: answer.id,
    isCorrect: correct ? 1 : 0,
    answeredAt: isoNow(now),
  });
}

/** The statements of scoring an answer, built once: a play runs them at every question. */
const scoreStatements = {
  answer: prepared<{ playId: number; questionId: number }, { id: number; id_values: string }>(
    (db, value) => {
      const query = db
        .selectFrom('answers')
        .select(['id', 'id_values'])
        .where('play_id', '=', value('playId'))
        .where('question_id', '=', value('questionId'));
      // Scored as last kept: a choice kept meanwhile (PostgreSQL writes side by side) waits, then counts.
      return (
        db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query
      ).compile();
    },
  ),
  score: prepared<{ id: number; isCorrect: number; answeredAt: string }, unknown>((db, value) =>
    db
      .updateTable('answers')
      .set({ is_correct: value('isCorrect'), answered_at: value('answeredAt') })
      .where('id', '=', value('id'))
      .where('answered_at', 'is', null)
      .compile(),
  ),
};

/** Two requests raced for the same row: the loser's insert broke a unique key. */
export function uniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  return /UNIQUE|unique|23505/.test(text);
}
