/** Games, questions, plays and challenges (player spec section 3, back office section 3). */
export type {
  Challenge,
  Game,
  GameIndex,
  GameIndexes as GameIndexesResponse,
  Quote,
} from '../contract/catalogue';
export type {
  Answer,
  AnswerSaved,
  ChallengeDetail,
  ChallengeIndicators,
  ChallengeInvitation,
  ChallengeInvitations,
  ChallengeOverview as ChallengeOverviewResponse,
  ChallengeResult,
  ChallengeStart as ChallengeStartPayload,
  ChallengeStarted as ChallengeStartResponse,
  MyChallenges,
  Play,
  PlayOnDetector as PlayOnDetectorResponse,
  PlayWithAnswers,
  Question,
  Score as ScoreResponse,
  SoloResult,
  SoloResults,
  StartPlayData,
} from '../contract/play';
export type { SearchPlayResult } from '../contract/search';

import type { StatusMessage } from '../codes/status';
import type { Game, Quote } from '../contract/catalogue';
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

/** Index choice offered by the create-game wizard (option=primary_data). */
export interface IndexOption {
  id: number;
  label_en: string;
  label_fr: string;
  image: string | null;
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

export interface AdminGame extends Omit<Game, 'indexes'> {
  indexes: AdminGameIndex[];
  is_active: boolean;
  manager: ManagerSummary | null;
  deactivator: ManagerSummary | null;
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
