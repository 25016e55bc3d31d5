/** Games, questions, plays and challenges (player spec section 3, back office section 3). */
export type {
  Challenge,
  Game,
  GameIndex,
  GameIndexes as GameIndexesResponse,
  Quote,
} from '../contract/catalogue';

import type { StatusMessage } from '../codes/status';
import type { Challenge, Game, PlayerSummary, Quote } from '../contract/catalogue';
import type { GameKind, QuestionType } from './enums';

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

export interface Question {
  id: number;
  rank: number;
  type: QuestionType;
  label_en: string;
  label_fr: string;
  illustration: string | null;
  /** Texts, or image URLs for picture types (then both lists hold the same images). */
  choice_values_en: string[];
  choice_values_fr: string[];
  /** Indexes into the choices; order matters for ordered types. Hidden while playing. */
  correction_ids?: number[];
  /** The player's answer to this question, once the question was served. */
  answer_id?: number | null;
  answer?: { started_at: string } | null;
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

export interface Answer {
  id: number;
  /** Selected choice indexes, in selection order. */
  id_values: number[];
  related_question: Question;
}

export interface Play {
  id: number;
  type: GameKind;
  /** The score: number of correct answers. */
  note: number;
  is_winner: boolean;
  gain: number;
  duration_sec: number;
  solo_percentage_towin: number;
  started_at: string;
  is_active: boolean;
  answers: Answer[];
  game: Game;
  user: PlayerSummary;
  challenge: Challenge | null;
  ene_units: number;
  challenge_is_active: boolean;
}

/** GET /api/games/challenge/overview/{id}/ */
export interface ChallengeOverviewResponse {
  challenge: Challenge;
  num_plays: number;
}

/** GET /api/games/challenge/result/{id}/ */
export interface ChallengeResult {
  challenge: Challenge;
  /** The viewer's own play, if they played. */
  play: Play | null;
  plays: Play[];
  /** Number of winners. */
  has_winners: number;
}

/** POST /api/games/challenge/start/ */
export interface ChallengeStartPayload {
  number_of_energies: number;
  game_id: number;
  friends: number[];
}
export interface ChallengeStartResponse {
  challenge_id: number;
}

/** GET /api/games/play-on-detector/ */
export interface PlayOnDetectorResponse {
  has_play_on: boolean;
  type: GameKind | null;
  game_id: number | null;
  challenge_id: number | null;
}

/** GET /api/games/{gameId}/{userId}/score/ */
export interface ScoreResponse {
  game: Game;
  play: Play;
}

export interface SearchPlayResult {
  type: GameKind;
  game: Game;
  challenge: Challenge | null;
  is_active: boolean;
  challenge_is_active: boolean;
  is_winner: boolean;
}

/** Data of a start_play or play_recovery message on the play socket. */
export interface StartPlayData {
  gameData: Game;
  play: Play;
  question: Question;
  question_duration_sec: number;
  current_question_id: number;
  /** Only on recovery: the answer already saved for the current question. */
  answerDataRecovery?: { id: number; id_values: number[] };
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
