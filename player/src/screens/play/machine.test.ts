import type { Score, StartPlayData } from '@quiz/shared/contract';
import type { PlaySocketServerMessage } from '@quiz/shared/types';
import { describe, expect, it } from 'vitest';
import {
  initialPlayState,
  isLastQuestion,
  type PlayEvent,
  type PlayState,
  playStep,
  timeLeft,
} from './machine';

/** A question as the server launches it: the rank-th of three, `remaining` ms left. */
function launch(
  rank: number,
  options: { remaining?: number; saved?: number[]; type?: string } = {},
) {
  return {
    gameData: { id: 7, number_of_questions: 3 },
    play: { id: 40 },
    question: { id: 100 + rank, rank, type: options.type ?? 'mc' },
    question_duration_sec: 20,
    current_question_id: 100 + rank,
    deadline: '2026-11-24T10:00:20.000Z',
    remaining_ms: options.remaining ?? 20_000,
    answerDataRecovery: { id: 500 + rank, id_values: options.saved ?? [] },
  } as unknown as StartPlayData;
}

const message = (type: string, data: unknown, status = 'OK'): PlaySocketServerMessage =>
  ({ status_message: status, type, data }) as PlaySocketServerMessage;

/** Runs events from a state, gathering what was sent. */
function run(events: PlayEvent[], from: PlayState = initialPlayState()) {
  let state = from;
  const sent: unknown[] = [];
  for (const event of events) {
    const step = playStep(state, event);
    state = step.state;
    sent.push(...step.send);
  }
  return { state, sent };
}

const received = (type: string, data: unknown, at = 1_000, status = 'OK'): PlayEvent => ({
  type: 'received',
  message: message(type, data, status),
  at,
});

describe('play state machine', () => {
  it('starts on the first question, its countdown drawn from the time left when it arrived', () => {
    const { state, sent } = run([received('start_play', launch(1, { remaining: 18_500 }), 5_000)]);
    expect(state.phase).toBe('question');
    expect(state.deadline).toBe(23_500);
    expect(timeLeft(state, 10_000)).toBe(13_500);
    expect(timeLeft(state, 30_000)).toBe(0);
    expect(sent).toEqual([]);
  });

  it('sends each change of the selection, then terminates the question with Next', () => {
    const { state, sent } = run([
      received('start_play', launch(1)),
      { type: 'select', choice: 2 },
      { type: 'select', choice: 0 },
      { type: 'next' },
    ]);
    expect(sent).toEqual([
      { type: 'update', question_id: 101, answer_id: 501, value: [2] },
      { type: 'update', question_id: 101, answer_id: 501, value: [2, 0] },
      { type: 'termination', question_id: 101, answer_id: 501 },
    ]);
    expect(state.phase).toBe('waiting');
    // Nothing is picked or ended twice while the next question is on its way.
    expect(run([{ type: 'select', choice: 1 }, { type: 'next' }], state).sent).toEqual([]);
  });

  it('keeps a choice unsaved until the server confirms that very selection', () => {
    let { state } = run([
      received('start_play', launch(1)),
      { type: 'select', choice: 1 },
      { type: 'select', choice: 2 },
    ]);
    state = run([received('answer_saved', { question_id: 101, value: [1] })], state).state;
    expect(state.unsaved).toBe(true);
    state = run([received('answer_saved', { question_id: 101, value: [1, 2] })], state).state;
    expect(state.unsaved).toBe(false);
  });

  it('recovers after a reload on the same question with the answer the server saved', () => {
    const { state, sent } = run([received('play_recovery', launch(2, { saved: [0, 2] }))]);
    expect(state.phase).toBe('question');
    expect(state.current?.current_question_id).toBe(102);
    expect(state.selection).toEqual([0, 2]);
    expect(sent).toEqual([]);
  });

  it('sends again a choice the dropped connection lost, once the play is recovered', () => {
    let { state } = run([received('start_play', launch(1)), { type: 'select', choice: 1 }]);
    state = run([{ type: 'connection_lost' }], state).state;
    expect(state.reconnecting).toBe(true);
    // The server saved nothing before the drop: it recovers an empty answer.
    const { state: back, sent } = run([received('play_recovery', launch(1, { saved: [] }))], state);
    expect(back.reconnecting).toBe(false);
    expect(back.selection).toEqual([1]);
    expect(sent).toEqual([{ type: 'update', question_id: 101, answer_id: 501, value: [1] }]);
  });

  it('sends again the choice and the Next tapped while offline, once the play is recovered', () => {
    // The phone is offline: the socket sends nothing, but the screen moved on.
    let { state } = run([
      received('start_play', launch(1, { remaining: 15_000 })),
      { type: 'connection_lost' },
      { type: 'select', choice: 2 },
      { type: 'next' },
    ]);
    expect(state.phase).toBe('waiting');
    // Back online: the server never had them, so it recovers the same question.
    const back = run([received('play_recovery', launch(1, { remaining: 9_000 }), 7_000)], state);
    expect(back.sent).toEqual([
      { type: 'update', question_id: 101, answer_id: 501, value: [2] },
      { type: 'termination', question_id: 101, answer_id: 501 },
    ]);
    expect(back.state.phase).toBe('waiting');
    expect(back.state.deadline).toBe(16_000);
    // The server follows with the next question: nothing more is sent again.
    state = run([received('next_question', launch(2))], back.state).state;
    expect(state.terminating).toBeNull();
    expect(
      run([{ type: 'connection_lost' }, received('play_recovery', launch(2))], state).sent,
    ).toEqual([]);
  });

  it('does not send a Next again when the server had it and recovers the next question', () => {
    const { state } = run([received('start_play', launch(1)), { type: 'next' }]);
    const back = run([{ type: 'connection_lost' }, received('play_recovery', launch(2))], state);
    expect(back.sent).toEqual([]);
    expect(back.state.phase).toBe('question');
    expect(back.state.current?.current_question_id).toBe(102);
  });

  it('a countdown at zero waits for the server, which serves the next question', () => {
    let { state } = run([received('start_play', launch(1)), { type: 'countdown_end' }]);
    expect(state.phase).toBe('waiting');
    state = run([received('next_question', launch(2), 30_000)], state).state;
    expect(state.phase).toBe('question');
    expect(state.selection).toEqual([]);
    expect(state.deadline).toBe(50_000);
  });

  it('ends on the score; the last question says Terminate; a timeout is told apart', () => {
    let { state } = run([received('next_question', launch(3))]);
    expect(isLastQuestion(state)).toBe(true);
    expect(isLastQuestion(run([received('start_play', launch(2))]).state)).toBe(false);
    const score = { play: { note: 2 } } as unknown as Score;
    state = run([{ type: 'countdown_end' }, received('play_timeout', score)], state).state;
    expect(state.phase).toBe('score');
    expect(state.timedOut).toBe(true);
    expect(state.score).toBe(score);
    // Nothing moves a finished play, not even a late question.
    expect(run([received('next_question', launch(3))], state).state.phase).toBe('score');
  });

  it('leaving sends the play termination, except from the score', () => {
    const playing = run([received('start_play', launch(1)), { type: 'leave' }]);
    expect(playing.state.phase).toBe('left');
    expect(playing.sent).toEqual([{ type: 'play_termination' }]);
    const over = run([received('play_score', {}), { type: 'leave' }]);
    expect(over.sent).toEqual([]);
  });

  it('a refusal at the start stops the play with its reason; a late answer mid-play does not', () => {
    const refused = run([received('error', { type: 'solo' }, 1, 'NO_CREDIT')]);
    expect(refused.state.phase).toBe('refused');
    expect(refused.state.refusal).toEqual({ code: 'NO_CREDIT', data: { type: 'solo' } });
    const late = run([
      received('start_play', launch(1)),
      received('error', null, 2, 'TIME_ELAPSED'),
    ]);
    expect(late.state.phase).toBe('question');
    const signedOut = run([
      received('start_play', launch(1)),
      received('error', null, 2, 'NOT_AUTHENTICATED'),
    ]);
    expect(signedOut.state.refusal?.code).toBe('NOT_AUTHENTICATED');
  });
});
