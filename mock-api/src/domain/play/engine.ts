import type { StatusMessage } from '@quiz/shared/codes';
import type { StartPlayData } from '@quiz/shared/contract';
import type { PlaySocketServerMessage } from '@quiz/shared/types';
import { type Selectable, sql } from 'kysely';
import { groupCommit } from '../../db/group-commit';
import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { GamesTable, PlaysTable } from '../../db/schema';
import { isoNow } from '../../db/time';
import { holdsRole, managerOf } from '../accounts/roles';
import { type Clock, realClock } from '../clock';
import { InsufficientBalanceError } from '../ledger/ledger';
import { answerBatches } from './answer-batches';
import { choiceOrder, shownChoices, shownIndexes, storedIndexes } from './choice-order';
import { endBatches } from './end-batches';
import type { PlayOutcome } from './finish';
import { moveBatches } from './move-batches';
import { type QuestionRow, questionsOf } from './questions';
import { recentMoves } from './recent-moves';
import { PlayRefusal } from './refusal';
import { soloResult, soloResults } from './results';
import { gameView, playOnView, playView, questionView, scoreView, scoreViews } from './serialize';
import { startBatches } from './start-batches';
import { beginPlay, keepChoice, moveOn, nextOf, type Served, uniqueViolation } from './steps';

export type PlayRow = Selectable<PlaysTable>;

export { PlayRefusal };

export interface PlayRequest {
  userId: number;
  gameId: number;
  type: 'solo' | 'challenge';
  challengeId?: number;
}

/**
 * What a socket keeps of its play between messages, read when it opens and
 * again at each move of the play: an answer is checked against it without a
 * read, and its write is conditional on the question being on screen still.
 */
export interface LivePlay {
  /** the play's row as of its last move */
  play: PlayRow;
  /** the answer of the question on screen */
  answerId: number;
  /** that question's deadline, in ms */
  deadline: number;
  /** the play's own order of that question's choices */
  order: number[];
}

/** A choice of the player for the question on screen, as the socket sends it. */
export interface AnswerMessage {
  question_id: number;
  answer_id: number;
  value: number[];
}

/** A message of the play socket to its client. */
export type ServerMessage = PlaySocketServerMessage;

/** What happened to a play: the next question was served, or the play ended (by the player or the clock). */
export type PlayMove = 'next_question' | 'play_score' | 'play_timeout';

/**
 * What the engine tells its host. A move of a play (the kind of move, for the
 * play's topic: it fits a PostgreSQL notification) must reach the play's
 * sockets once the transaction that makes it commits, and never if it rolls
 * back; the process holding a socket builds the message from the database
 * with `messageFor`. Moves are the busiest events (every answer makes one),
 * so they skip the outbox table: the host sends them within the transaction
 * where the bus can (PostgreSQL's NOTIFY is delivered at commit), or right
 * after it commits where the bus is in-process (one SQLite instance).
 */
export interface PlayEvents {
  /** inside the moves' transaction (a batch makes many moves in one) */
  moved(trx: Db, moves: { playId: number; move: PlayMove }[]): Promise<void>;
  /** once that transaction committed */
  committed(playId: number, move: PlayMove): void;
  /** a play ended: badges, notifications and the like follow */
  ended?(outcome: PlayOutcome): void;
}

export interface EngineOptions {
  /**
   * Time a message may take to arrive after its question's deadline and still
   * count: the client's countdown ends at the deadline, and a slow network
   * must not turn the last tap into a refusal. Past it, answers are refused.
   */
  graceMs: number;
  /** the time of play; real time unless a test moves it */
  now?: Clock;
  /** the key of each play's own order of choices (choice-order.ts) */
  choiceKey: Buffer;
  /** where the batches run (db/index.ts openBatchLane); the database itself unless given */
  batchLane?: Db;
}

/** The reads of every play's start, built once. */
const statements = {
  // The literal 1 lets SQLite use the index of running plays (plays_one_running,
  // partial on is_active = 1); with a parameter it scanned every running play.
  activePlay: prepared<{ userId: number }, PlayRow>((db, value) =>
    db
      .selectFrom('plays')
      .selectAll()
      .where('user_id', '=', value('userId'))
      .where('is_active', '=', sql.lit(1))
      .compile(),
  ),
  game: prepared<{ gameId: number }, Selectable<GamesTable>>((db, value) =>
    db.selectFrom('games').selectAll().where('id', '=', value('gameId')).compile(),
  ),
  played: prepared<
    { userId: number; gameId: number },
    Pick<PlayRow, 'is_active' | 'type' | 'challenge_id'>
  >((db, value) =>
    db
      .selectFrom('plays')
      .select(['is_active', 'type', 'challenge_id'])
      .where('user_id', '=', value('userId'))
      .where('game_id', '=', value('gameId'))
      .compile(),
  ),
};

/** The move a step of moveOn made: a next question, the end of the play, or nothing. */
function moveMade(
  moved: Awaited<ReturnType<typeof moveOn>>,
  reason: 'answered' | 'timeout' | 'left',
): PlayMove | null {
  if (moved && 'next' in moved && moved.next) return 'next_question';
  if (moved && 'outcome' in moved && moved.outcome) {
    return reason === 'timeout' ? 'play_timeout' : 'play_score';
  }
  return null;
}

const refuse = (code: StatusMessage, extra?: Record<string, unknown>) =>
  new PlayRefusal(code, extra);

/** Another request or instance moved the play on first: nothing left to do. Anything else fails. */
function notMovedOr(error: unknown): null {
  if (
    (error instanceof PlayRefusal && error.statusMessage === 'BAD_UPDATION') ||
    uniqueViolation(error)
  )
    return null;
  throw error;
}

/**
 * The play engine: the server owns the time. It sets each question's deadline
 * when it serves it, keeps the answer as the player changes it, scores it when
 * the question ends (by the player or by the clock), and never lets a
 * correction reach the player before the play is over.
 */
export function playEngine(db: Db, events: PlayEvents, options: EngineOptions) {
  const clock = options.now ?? realClock;
  const review = { choiceKey: options.choiceKey };
  const questions = questionsOf(db);
  const lane = options.batchLane ?? db;
  const batches = answerBatches(lane);
  // Starts and moves of plays, the busiest transactions after the answers, commit in groups.
  const writes = groupCommit(db);
  // Moves to a next question, the busiest of all, are made many in one set of statements.
  const nextMoves = moveBatches(lane, events);
  // Ends at the last question likewise, each alone the single way when its batch fails.
  const lastMoves = endBatches(lane, events, async (end) => {
    const ended = await endAlone(end.play, end.reason, end.now);
    return ended && 'outcome' in ended ? ended.outcome : null;
  });
  // Solo starts, a crowd joining a quiz night, likewise; those a batch cannot make go the single way.
  const soloStarts = startBatches(lane, (gameId, version) => firstQuestion(gameId, version));
  const justMoved = recentMoves();
  // The scores of plays ended together are read together.
  const scores = scoreViews(db, review);
  const activePlayOf = async (userId: number) =>
    (await statements.activePlay(db, { userId })).rows[0];

  /** The play's own order of the question's choices. */
  const orderOf = (playId: number, question: Pick<QuestionRow, 'id' | 'choice_values_en'>) =>
    choiceOrder(
      options.choiceKey,
      playId,
      question.id,
      (JSON.parse(question.choice_values_en) as unknown[]).length,
    );

  /** A question of the play's version, from the cache of versions. */
  async function questionOf(play: PlayRow, questionId: number): Promise<QuestionRow> {
    const { rows } = await questions.get(play.game_id, play.game_version);
    const found = rows.find((row) => row.id === questionId);
    if (found) return found;
    // Not of the play's version: no play is served one, but the row tells.
    return db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
  }

  async function checkPlayer(userId: number) {
    if (!holdsRole(await managerOf(db, userId), ['player'])) throw refuse('RELATED_MANAGER');
  }

  async function checkGame(gameId: number) {
    const [game] = (await statements.game(db, { gameId })).rows;
    if (!game) throw refuse('INVALID_GAME');
    if (!game.is_active) throw refuse('INACTIVE_GAME');
    const first = await firstQuestion(gameId, game.version);
    if (!first) throw refuse('INVALID_GAME');
    return { game, first };
  }

  /** The first question of a version of the game. */
  const firstQuestion = async (gameId: number, version: number) =>
    (await questions.get(gameId, version)).rows[0];

  /**
   * A quiz is played once per player (fair challenges: a solo shows the
   * corrections), so a play of it, solo or in any challenge, refuses another,
   * naming the one played: its result is where the player is sent.
   */
  async function refuseIfPlayed(request: PlayRequest) {
    const [played] = (await statements.played(db, request)).rows;
    if (!played) return;
    // Started a moment ago by the same player's other opening: on, not played.
    if (played.is_active) {
      throw refuse('ALREADY_IN_GAME', {
        type: played.type,
        game_id: request.gameId,
        challenge_id: played.challenge_id,
      });
    }
    if (played.challenge_id !== null)
      throw refuse('ALREADY_PLAYED_CHALLENGE', { challenge_id: played.challenge_id });
    throw refuse('ALREADY_PLAYED_SOLO', { game_id: request.gameId });
  }

  async function checkChallenge(request: PlayRequest) {
    const challenge = request.challengeId
      ? await db
          .selectFrom('challenges')
          .selectAll()
          .where('id', '=', request.challengeId)
          .executeTakeFirst()
      : undefined;
    if (!challenge || challenge.game_id !== request.gameId) throw refuse('INVALID_CHALLENGE');
    await refuseIfPlayed(request);
    if (!challenge.is_active || challenge.closes_at <= isoNow(clock()))
      throw refuse('INACTIVE_PLAY', { challenge_id: challenge.id });
    return challenge;
  }

  /**
   * The play's question on screen as the socket shows it, with what the socket
   * keeps of it; from its answer row as just served, when the caller has it.
   */
  async function launchData(
    play: PlayRow,
    served?: Served['answer'],
  ): Promise<{ data: StartPlayData; live: LivePlay }> {
    const [game, current, answer] = await Promise.all([
      gameView(db, play.game_id),
      questionOf(play, play.current_question_id ?? 0),
      served ??
        db
          .selectFrom('answers')
          .select(['id', 'started_at', 'deadline', 'id_values'])
          .where('play_id', '=', play.id)
          .where('question_id', '=', play.current_question_id ?? 0)
          .executeTakeFirstOrThrow(),
    ]);
    const order = orderOf(play.id, current);
    const question = questionView(current, { answerId: answer.id, startedAt: answer.started_at });
    const live = { play, answerId: answer.id, deadline: Date.parse(answer.deadline), order };
    const data = {
      gameData: game,
      play: playView(play),
      question: {
        ...question,
        choice_values_en: shownChoices(question.choice_values_en, order),
        choice_values_fr: shownChoices(question.choice_values_fr, order),
      },
      question_duration_sec: play.question_duration_sec,
      current_question_id: current.id,
      deadline: answer.deadline,
      remaining_ms: Math.max(0, Date.parse(answer.deadline) - clock().getTime()),
      answerDataRecovery: {
        id: answer.id,
        id_values: shownIndexes(JSON.parse(answer.id_values) as number[], order),
      },
    };
    return { data, live };
  }

  /** Starts a play, taking its cost in credits, or resumes the one already running. */
  async function open(request: PlayRequest) {
    if (request.type === 'solo') {
      const { userId, gameId } = request;
      const served = await soloStarts.start({ userId, gameId, now: clock() });
      if (served) {
        return {
          launch: 'start_play' as const,
          playId: served.play.id,
          ...(await launchData(served.play, served.answer)),
        };
      }
    }
    return openAlone(request);
  }

  /** The single way of `open`: every check, then a start of its own, or the running play resumed. */
  async function openAlone(request: PlayRequest) {
    await checkPlayer(request.userId);
    let running = await activePlayOf(request.userId);
    if (running) {
      await advanceIfExpired(running);
      running = await activePlayOf(request.userId);
    }
    if (running) {
      const same =
        running.game_id === request.gameId &&
        running.type === request.type &&
        (request.type === 'solo' || running.challenge_id === request.challengeId);
      if (!same) {
        throw refuse('ALREADY_IN_GAME', {
          type: running.type,
          game_id: running.game_id,
          challenge_id: running.challenge_id,
        });
      }
      return {
        launch: 'play_recovery' as const,
        playId: running.id,
        ...(await launchData(running)),
      };
    }
    const { game, first } = await checkGame(request.gameId);
    const challenge = request.type === 'challenge' ? await checkChallenge(request) : undefined;
    if (!challenge) await refuseIfPlayed(request);
    // A challenge's plays, whoever joins it and whenever, keep the version it was started on.
    const version = challenge?.game_version ?? game.version;
    const firstOfVersion =
      version === game.version ? first : await firstQuestion(request.gameId, version);
    if (!firstOfVersion) throw refuse('INVALID_GAME');
    const start = {
      userId: request.userId,
      game,
      gameVersion: version,
      firstQuestionId: firstOfVersion.id,
    };
    const served = await writes
      .run((trx) => beginPlay(trx, { ...start, challenge }, clock()))
      .catch((error: unknown) => {
        if (error instanceof InsufficientBalanceError)
          throw refuse('NO_CREDIT', { type: request.type });
        if (error instanceof PlayRefusal) throw error;
        throw uniqueViolation(error)
          ? refuse(challenge ? 'ALREADY_PLAYED_CHALLENGE' : 'ALREADY_IN_GAME')
          : error;
      });
    return {
      launch: 'start_play' as const,
      playId: served.play.id,
      ...(await launchData(served.play, served.answer)),
    };
  }

  /** Whether a message names the question the socket has on screen, within its time. */
  const onScreen = (live: LivePlay, message: Omit<AnswerMessage, 'value'>) =>
    live.play.current_question_id === message.question_id &&
    live.answerId === message.answer_id &&
    clock().getTime() <= live.deadline + options.graceMs;

  /**
   * Saves the choice through the socket's state of its play, without a read.
   * The write is conditional on the question being on screen still; when the
   * play moved on meanwhile (the clock, another tab), the full check of
   * `update` gives the refusal.
   */
  async function answer(live: LivePlay | null, userId: number, message: AnswerMessage) {
    if (!live || !onScreen(live, message)) return update(userId, message);
    if (message.value.some((position) => position >= live.order.length)) {
      throw refuse('INVALID_ANSWERS');
    }
    const value = storedIndexes(message.value, live.order) as number[];
    if (!(await batches.keep(live.answerId, value))) return update(userId, message);
    return {
      play_id: live.play.id,
      question_id: message.question_id,
      answer_id: live.answerId,
      value: message.value,
    };
  }

  /** Saves the player's current choice for the question on screen. */
  async function update(userId: number, message: AnswerMessage) {
    const { play, answer, question } = await currentAnswer(
      userId,
      message.question_id,
      message.answer_id,
    );
    // The player chose positions of the play's own order: kept as the stored choices.
    const order = orderOf(play.id, question);
    if (message.value.some((position) => position >= order.length)) {
      throw refuse('INVALID_ANSWERS');
    }
    await keepChoice(db, play.id, question, storedIndexes(message.value, order) as number[]);
    return {
      play_id: play.id,
      question_id: question.id,
      answer_id: answer.id,
      value: message.value,
    };
  }

  /**
   * The player ends the question on screen (Next, or Terminate on the last
   * one). Through the socket's state when it has the question on screen: the
   * move is conditional on it; when it did not happen, the full check says why.
   */
  async function terminateQuestion(
    userId: number,
    message: { question_id: number; answer_id: number },
    live: LivePlay | null = null,
  ) {
    if (live && onScreen(live, message) && (await advance(live.play, 'answered'))) return;
    const { play } = await currentAnswer(userId, message.question_id, message.answer_id);
    await advance(play, 'answered');
  }

  /** The player leaves: the questions not answered count as wrong. */
  async function leave(userId: number) {
    const play = await activePlayOf(userId);
    if (!play) throw refuse('INACTIVE_PLAY');
    await advance(play, 'left');
  }

  async function currentAnswer(userId: number, questionId: number, answerId: number) {
    const play = await activePlayOf(userId);
    if (!play) throw refuse('INACTIVE_PLAY');
    if (play.current_question_id !== questionId) throw refuse('INVALID_QUESTION');
    const answer = await db
      .selectFrom('answers')
      .selectAll()
      .where('id', '=', answerId)
      .where('play_id', '=', play.id)
      .where('question_id', '=', questionId)
      .executeTakeFirst();
    if (!answer) throw refuse('INVALID_ANSWER');
    if (clock().getTime() > Date.parse(answer.deadline) + options.graceMs)
      throw refuse('TIME_ELAPSED');
    return { play, answer, question: await questionOf(play, questionId) };
  }

  async function advanceIfExpired(play: PlayRow) {
    if (
      play.current_deadline &&
      Date.parse(play.current_deadline) + options.graceMs < clock().getTime()
    ) {
      await advance(play, 'timeout');
    }
  }

  /**
   * Ends the question on screen and serves the next one, or ends the play.
   * Conditional on the question still being current, so the player and the
   * clock cannot both move a play on.
   */
  async function advance(play: PlayRow, reason: 'answered' | 'timeout' | 'left'): Promise<boolean> {
    const now = clock();
    const version = await questions.get(play.game_id, play.game_version);
    const [current, next] = nextOf(version.rows, play.current_question_id);
    const correction = current ? (version.corrections.get(current.id) ?? []) : [];
    if (reason !== 'left' && current && next) {
      const served = await nextMoves
        .move({ play, current, correction, nextId: next.id, now })
        .catch(notMovedOr);
      if (!served) return false;
      justMoved.keep(play.id, { move: 'next_question', ...served });
      events.committed(play.id, 'next_question');
      return true;
    }
    if (reason !== 'left' && current) {
      const outcome = await lastMoves
        .end({
          play,
          current,
          correction,
          count: version.rows.length,
          reason,
          now,
        })
        .catch(notMovedOr);
      if (!outcome) return false;
      const move = reason === 'timeout' ? 'play_timeout' : 'play_score';
      justMoved.keep(play.id, { move, play: outcome.play });
      events.committed(play.id, move);
      events.ended?.(outcome);
      return true;
    }
    const result = await endAlone(play, reason, now).catch(notMovedOr);
    if (!result) return false;
    if (result.move) {
      if ('next' in result && result.next)
        justMoved.keep(play.id, { move: result.move, ...result.next });
      if ('outcome' in result && result.outcome)
        justMoved.keep(play.id, { move: result.move, play: result.outcome.play });
      events.committed(play.id, result.move);
    }
    if ('outcome' in result && result.outcome) events.ended?.(result.outcome);
    return true;
  }

  /** Moves a play on the single way: a player leaving, or an end whose batch failed. */
  async function endAlone(play: PlayRow, reason: 'answered' | 'timeout' | 'left', now: Date) {
    const version = await questions.get(play.game_id, play.game_version);
    return writes.run(async (trx) => {
      const moved = await moveOn(trx, play, reason, now, version.rows);
      const move = moveMade(moved, reason);
      if (move) await events.moved(trx, [{ playId: play.id, move }]);
      return moved && { ...moved, move };
    });
  }

  /**
   * The message a socket sends for a move of its play, with the socket's new
   * state of the play (null once it ended): built from the move itself when
   * this instance made it a moment ago, else from what is stored now (and
   * always so with `stored`, when moves may have been missed).
   */
  async function moveFor(
    playId: number,
    move: PlayMove,
    options: { stored?: boolean } = {},
  ): Promise<{ message: ServerMessage; live: LivePlay | null } | null> {
    const recent = options.stored ? undefined : justMoved.take(playId, move);
    const play =
      recent?.play ??
      (await db.selectFrom('plays').selectAll().where('id', '=', playId).executeTakeFirst());
    if (!play) return null;
    if (move === 'next_question') {
      if (!play.is_active) return null;
      const { data, live } = await launchData(play, recent?.answer);
      return { message: { status_message: 'OK', type: move, data }, live };
    }
    if (play.is_active) return null;
    const data = await scores(play);
    return { message: { status_message: 'OK', type: move, data }, live: null };
  }

  /** The message a socket sends for a move of its play, built from what is stored now. */
  const messageFor = async (playId: number, move: PlayMove) =>
    (await moveFor(playId, move))?.message ?? null;

  const finishedPlay = (userId: number, gameId: number) =>
    db
      .selectFrom('plays')
      .selectAll()
      .where('user_id', '=', userId)
      .where('game_id', '=', gameId)
      .where('is_active', '=', 0)
      .executeTakeFirst();

  /**
   * A player's finished play of a quiz. Only the player and those who finished
   * the quiz themselves may see it: to anyone else it would give the answers
   * away. Its corrections follow the rule of corrections.ts.
   */
  async function scoreOf(viewerId: number, userId: number, gameId: number) {
    if (viewerId !== userId && !(await finishedPlay(viewerId, gameId))) throw refuse('NOT_ALLOWED');
    const play = await finishedPlay(userId, gameId);
    if (!play) throw refuse('INVALID_PLAY');
    return scoreView(db, play, review);
  }

  /** Plays whose question time ran out while the player was silent move on. */
  async function sweep() {
    const limit = new Date(clock().getTime() - options.graceMs).toISOString();
    const expired = await db
      .selectFrom('plays')
      .selectAll()
      .where('is_active', '=', 1)
      .where('current_deadline', '<', limit)
      .limit(500)
      .execute();
    // Together, so that their moves commit in groups.
    await Promise.all(expired.map((play) => advance(play, 'timeout')));
    return expired.length;
  }

  return {
    open,
    answer,
    update,
    terminateQuestion,
    leave,
    sweep,
    scoreOf,
    activePlayOf,
    /** the play the player has running, to send them back to it */
    playOn: async (userId: number) => playOnView(await activePlayOf(userId)),
    soloResults: (userId: number, page: number) => soloResults(db, userId, page),
    soloResult: (userId: number, playId: number) => soloResult(db, userId, playId, review),
    messageFor,
    moveFor,
    /** the group commit of answers: a stop waits for it to settle */
    answers: { settled: batches.settled, stats: batches.stats },
    /** the group commits of starts and moves: a stop waits for them to settle */
    moves: {
      settled: async () => {
        await soloStarts.settled();
        await nextMoves.settled();
        await lastMoves.settled();
        await writes.settled();
      },
      stats: writes.stats,
      batched: nextMoves.stats,
      /** ends at the last question made in batches */
      ends: lastMoves.stats,
      /** solo starts made in batches */
      starts: soloStarts.stats,
    },
  };
}

export type PlayEngine = ReturnType<typeof playEngine>;
