/** The play socket's messages (player spec section 3). */
import type { StatusMessage } from '../codes/status';

/** Client messages on /ws/play-game/. `value` is the selected choice indexes. */
export type PlaySocketClientMessage =
  | { type: 'update'; question_id: number; answer_id: number; value: number[] }
  | { type: 'termination'; question_id: number; answer_id: number }
  | { type: 'play_termination' };

/**
 * Server message types on /ws/play-game/. Besides the two launches the spec shows the
 * flow (next question, score, timeout) without naming the messages; these are the names.
 */
export const PLAY_SOCKET_SERVER_TYPES = [
  'start_play',
  'play_recovery',
  /** acknowledges an `update`: the choice is saved before the deadline */
  'answer_saved',
  'next_question',
  'play_score',
  'play_timeout',
  'error',
] as const;
export type PlaySocketServerType = (typeof PLAY_SOCKET_SERVER_TYPES)[number];

export interface PlaySocketServerMessage<T = unknown> {
  status_message: StatusMessage;
  type: PlaySocketServerType;
  data: T;
}
