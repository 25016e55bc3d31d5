/** Games, questions, plays and challenges (player spec section 3, back office section 3). */
export type { GameIndexes as GameIndexesResponse } from '../contract/catalogue';
export type {
  ChallengeOverview as ChallengeOverviewResponse,
  ChallengeStart as ChallengeStartPayload,
  ChallengeStarted as ChallengeStartResponse,
  PlayOnDetector as PlayOnDetectorResponse,
  Score as ScoreResponse,
} from '../contract/play';

import type { StatusMessage } from '../codes/status';
import type { Quote } from '../contract/catalogue';
import type { QuestionType } from './enums';

/** A quote as managed in the back office. */
export interface AdminQuote extends Quote {
  id: number;
}

/** Fields every category (game index) carries. */
export interface GameIndexBase {
  id: number;
  label_en: string;
  label_fr: string;
  icon: string | null;
  image: string | null;
  cover_image: string | null;
  cover_description_en: string;
  cover_description_fr: string;
}

/** A category as managed in the back office. */
export interface AdminGameIndex extends GameIndexBase {
  code: string;
}

/** Question being edited in the create-game wizard; label/choice_values are the French ones. */
export interface QuestionDraftData {
  label: string;
  label_en: string;
  choice_values: string[];
  choice_values_en: string[];
  correction_ids: number[];
  type: QuestionType;
}

export interface QuestionDraft {
  type: QuestionType;
  data: QuestionDraftData;
}

/** Who started or deactivated a game, as shown on back-office game cards. */
export interface ManagerSummary {
  id: number;
  first_name: string;
  last_name: string;
}

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
