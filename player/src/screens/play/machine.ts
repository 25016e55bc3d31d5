/**
 * The play screen's state machine (player spec section 4, "Play session"), pure:
 * each event gives the next state and the messages to send on the play socket.
 * The server owns the play (its clock, its questions, its score); the screen
 * shows what it says, keeps the player's choice until the server has it, and
 * draws the countdown from the time left the server gave and the moment its
 * message arrived, never from the phone's own clock.
 */
import type { StatusMessage } from '@quiz/shared/codes';
import type { AnswerSaved, Score, StartPlayData } from '@quiz/shared/contract';
import type { PlaySocketClientMessage, PlaySocketServerMessage } from '@quiz/shared/types';
import { select } from './selection';

export type PlayPhase =
  /** the socket opens and the server starts or resumes the play */
  | 'connecting'
  /** a question is on screen */
  | 'question'
  /** the question ended (Next, or its countdown): the next one, or the score, is on its way */
  | 'waiting'
  /** the play is over: its score */
  | 'score'
  /** the server will not start or go on with the play */
  | 'refused'
  /** the player left */
  | 'left';

export interface PlayState {
  phase: PlayPhase;
  /** the question on screen with its game and play, as the server last sent it */
  current: StartPlayData | null;
  /** when the question on screen ends, on the page's monotonic clock (ms) */
  deadline: number;
  /** the choices picked, as positions in the order shown (in tap order for ordered types) */
  selection: number[];
  /** the selection changed since the server last confirmed it: sent again after a reconnection */
  unsaved: boolean;
  /** the question whose Next was tapped and not yet followed by the server: sent again after a reconnection */
  terminating: number | null;
  score: Score | null;
  /** the play ended by the clock on its last question */
  timedOut: boolean;
  refusal: { code: StatusMessage; data: unknown } | null;
  /** the connection dropped and is being opened again */
  reconnecting: boolean;
}

export type PlayEvent =
  | { type: 'received'; message: PlaySocketServerMessage; at: number }
  | { type: 'connection_lost' }
  | { type: 'select'; choice: number }
  /** Next, or Terminate on the last question */
  | { type: 'next' }
  | { type: 'countdown_end' }
  | { type: 'leave' };

export interface PlayStep {
  state: PlayState;
  send: PlaySocketClientMessage[];
}

export const initialPlayState = (): PlayState => ({
  phase: 'connecting',
  current: null,
  deadline: 0,
  selection: [],
  unsaved: false,
  terminating: null,
  score: null,
  timedOut: false,
  refusal: null,
  reconnecting: false,
});

/**
 * Refusals a play goes on after: a late or stale message (the server moved on by
 * its clock, and its next message says where the play stands), or a bad answer.
 */
const PASSING: readonly StatusMessage[] = [
  'TIME_ELAPSED',
  'INVALID_QUESTION',
  'INVALID_ANSWER',
  'INVALID_ANSWERS',
  'TOO_MANY_REQUESTS',
  'FAIL',
];

const LAUNCHES = new Set(['start_play', 'play_recovery', 'next_question']);

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

function update(current: StartPlayData, value: number[]): PlaySocketClientMessage {
  return {
    type: 'update',
    question_id: current.current_question_id,
    answer_id: current.answerDataRecovery.id,
    value,
  };
}

function termination(current: StartPlayData): PlaySocketClientMessage {
  return {
    type: 'termination',
    question_id: current.current_question_id,
    answer_id: current.answerDataRecovery.id,
  };
}

/** A question arrived (the first, a recovery, or the next one). */
function launched(state: PlayState, data: StartPlayData, at: number): PlayStep {
  const sameQuestion = state.current?.current_question_id === data.current_question_id;
  const next: PlayState = {
    ...state,
    phase: 'question',
    current: data,
    deadline: at + Math.max(0, data.remaining_ms),
    reconnecting: false,
    terminating: null,
  };
  if (!sameQuestion) {
    return {
      state: { ...next, selection: [...data.answerDataRecovery.id_values], unsaved: false },
      send: [],
    };
  }
  // What the player did while the connection was down is sent again, in order:
  // the choice the server never confirmed, then the Next it never received.
  const send = state.unsaved ? [update(data, state.selection)] : [];
  if (state.terminating === data.current_question_id) {
    return {
      state: { ...next, phase: 'waiting', terminating: state.terminating },
      send: [...send, termination(data)],
    };
  }
  if (send.length > 0) return { state: next, send };
  return {
    state: { ...next, selection: [...data.answerDataRecovery.id_values], unsaved: false },
    send: [],
  };
}

function received(state: PlayState, message: PlaySocketServerMessage, at: number): PlayStep {
  if (state.phase === 'left' || state.phase === 'score') return { state, send: [] };
  if (message.type === 'error') {
    if (state.phase !== 'connecting' && PASSING.includes(message.status_message)) {
      return { state, send: [] };
    }
    return {
      state: {
        ...state,
        phase: 'refused',
        refusal: { code: message.status_message, data: message.data },
      },
      send: [],
    };
  }
  if (LAUNCHES.has(message.type)) return launched(state, message.data as StartPlayData, at);
  if (message.type === 'answer_saved') {
    const saved = message.data as AnswerSaved;
    const confirmed =
      saved.question_id === state.current?.current_question_id &&
      same(saved.value, state.selection);
    return { state: confirmed ? { ...state, unsaved: false } : state, send: [] };
  }
  if (message.type === 'play_score' || message.type === 'play_timeout') {
    return {
      state: {
        ...state,
        phase: 'score',
        score: message.data as Score,
        timedOut: message.type === 'play_timeout',
        reconnecting: false,
      },
      send: [],
    };
  }
  return { state, send: [] };
}

export function playStep(state: PlayState, event: PlayEvent): PlayStep {
  const { current } = state;
  switch (event.type) {
    case 'received':
      return received(state, event.message, event.at);
    case 'connection_lost':
      if (state.phase === 'score' || state.phase === 'left' || state.phase === 'refused')
        return { state, send: [] };
      return { state: { ...state, reconnecting: true }, send: [] };
    case 'select': {
      if (state.phase !== 'question' || !current) return { state, send: [] };
      const selection = select(current.question.type, state.selection, event.choice);
      return { state: { ...state, selection, unsaved: true }, send: [update(current, selection)] };
    }
    case 'next':
      if (state.phase !== 'question' || !current) return { state, send: [] };
      return {
        state: { ...state, phase: 'waiting', terminating: current.current_question_id },
        send: [termination(current)],
      };
    case 'countdown_end':
      // The server moves the play on at the deadline; its message follows.
      return state.phase === 'question'
        ? { state: { ...state, phase: 'waiting' }, send: [] }
        : { state, send: [] };
    case 'leave':
      if (state.phase === 'score' || state.phase === 'refused') {
        return { state: { ...state, phase: 'left' }, send: [] };
      }
      return { state: { ...state, phase: 'left' }, send: [{ type: 'play_termination' }] };
  }
}

/** Whether the question on screen is the game's last (its button says Terminate). */
export function isLastQuestion(state: PlayState): boolean {
  const current = state.current;
  return Boolean(current && current.question.rank >= current.gameData.number_of_questions);
}

/** Milliseconds left on the question on screen, at a moment of the page's monotonic clock. */
export function timeLeft(state: PlayState, now: number): number {
  return state.phase === 'question' ? Math.max(0, state.deadline - now) : 0;
}
