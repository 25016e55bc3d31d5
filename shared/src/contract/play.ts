/**
 * Plays and challenges as they travel (player spec sections 3 and 7, "Games
 * and challenges"): questions and answers, plays, scores and solo results,
 * challenges with their time left, results, invitations, and the data of the
 * play socket's launches. A question's corrections travel only once its play
 * is over.
 */
import { type Static, Type } from 'typebox';
import { CHALLENGE_ENERGY_MIN } from '../constants/business';
import { GAME_KINDS, MY_CHALLENGE_KINDS, QUESTION_TYPES, REQUEST_STATUSES } from '../types/enums';
import { Challenge, Game, PlayerSummary } from './catalogue';
import {
  Count,
  Id,
  Nullable,
  NullableInteger,
  NullableMediaUrl,
  NullableString,
  Paged,
  PICTURE_CHOICES,
} from './common';

export const Question = Type.Object(
  {
    id: Type.Integer(),
    rank: Type.Integer(),
    type: Type.Enum(QUESTION_TYPES),
    label_en: Type.String(),
    label_fr: Type.String(),
    illustration: NullableMediaUrl,
    /** texts, or image URLs for picture types (then both lists hold the same images) */
    choice_values_en: Type.Array(Type.String()),
    choice_values_fr: Type.Array(Type.String()),
    /**
     * indexes into the choices, in order for ordered types; sent only once the play is over
     * and no challenge on the quiz is open (see PlayWithAnswers.corrections_hidden_until)
     */
    correction_ids: Type.Optional(Type.Array(Type.Integer())),
    /** why the correction is right, in each language (null when none): sent with correction_ids only */
    explanation_en: Type.Optional(NullableString),
    explanation_fr: Type.Optional(NullableString),
    /** the player's answer to this question, once it was served */
    answer_id: NullableInteger,
    answer: Nullable(Type.Object({ started_at: Type.String() })),
  },
  PICTURE_CHOICES,
);
export type Question = Static<typeof Question>;

export const Answer = Type.Object({
  id: Type.Integer(),
  /** the selected choice indexes, in selection order */
  id_values: Type.Array(Type.Integer()),
  /** whether the answer was right: a correction too, so absent while corrections are hidden */
  is_correct: Type.Optional(Type.Boolean()),
  related_question: Question,
});
export type Answer = Static<typeof Answer>;

/** A play without its answers: lists, the score header, the play socket. */
export const Play = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(GAME_KINDS),
  /** the score: the number of right answers */
  note: Type.Integer(),
  is_winner: Type.Boolean(),
  /** FCFA won (a challenge's once it closed) */
  gain: Type.Integer(),
  duration_sec: Type.Integer(),
  /** share of right answers a solo play needs to win (0.6 is 60 %) */
  solo_percentage_towin: Type.Number(),
  started_at: Type.String(),
  ended_at: NullableString,
  is_active: Type.Boolean(),
  /** energy (credits) the play cost */
  ene_units: Type.Integer(),
  game_id: Type.Integer(),
  user_id: Type.Integer(),
  challenge_id: NullableInteger,
});
export type Play = Static<typeof Play>;

/**
 * A play with its answers, once the play is over. Each answer shows its
 * question's choices in the order this play saw them, with the player's
 * choices and the correction as places in that order. Corrections (and
 * is_correct) are left out while a challenge on the quiz is open: anyone may
 * still join it, and whoever saw them could pass them on.
 */
export const PlayWithAnswers = Type.Object({
  ...Play.properties,
  answers: Type.Array(Answer),
  /** when the corrections will be shown (the closing of the last open challenge on the quiz); null once shown */
  corrections_hidden_until: NullableString,
});
export type PlayWithAnswers = Static<typeof PlayWithAnswers>;

/** A finished play with its game: the score screen, a solo result, the end of the play socket. */
export const Score = Type.Object({ game: Game, play: PlayWithAnswers });
export type Score = Static<typeof Score>;

/** One of my solo plays in the results list, with the titles of its game. */
export const SoloResult = Type.Object({
  ...Play.properties,
  game: Type.Object({
    id: Type.Integer(),
    title_en: Type.String(),
    title_fr: Type.String(),
    cover: NullableMediaUrl,
  }),
});
export type SoloResult = Static<typeof SoloResult>;

export const SoloResults = Paged(SoloResult);
export type SoloResults = Static<typeof SoloResults>;

/** Whether the player has a play running, to send them back to it. */
export const PlayOnDetector = Type.Object({
  has_play_on: Type.Boolean(),
  type: Type.Unsafe<(typeof GAME_KINDS)[number] | null>({
    type: ['string', 'null'],
    enum: [...GAME_KINDS, null],
  }),
  game_id: NullableInteger,
  challenge_id: NullableInteger,
});
export type PlayOnDetector = Static<typeof PlayOnDetector>;

/** Data of the play socket's start_play and play_recovery messages, and of next_question. */
export const StartPlayData = Type.Object({
  gameData: Game,
  play: Play,
  /** the question on screen, without its correction */
  question: Question,
  question_duration_sec: Type.Integer(),
  current_question_id: Type.Integer(),
  /** when the question on screen ends, set by the server */
  deadline: Type.String(),
  /** milliseconds left until the deadline when the message was built */
  remaining_ms: Type.Integer(),
  /** the answer saved so far for the question on screen (empty when just served) */
  answerDataRecovery: Type.Object({ id: Type.Integer(), id_values: Type.Array(Type.Integer()) }),
});
export type StartPlayData = Static<typeof StartPlayData>;

/** Data of the play socket's answer_saved message: the choice kept for the question on screen. */
export const AnswerSaved = Type.Object({
  play_id: Type.Integer(),
  question_id: Type.Integer(),
  answer_id: Type.Integer(),
  value: Type.Array(Type.Integer()),
});
export type AnswerSaved = Static<typeof AnswerSaved>;

/** The data of the play socket's messages, whatever their type (the server writes media URLs by it). */
export const PlaySocketData = Type.Union([StartPlayData, Score, AnswerSaved]);

/**
 * A challenge as the play and challenge screens show it: the catalogue's
 * card with the spec's num_plays alias and the seconds left (0 once closed).
 */
export const ChallengeDetail = Type.Object({
  ...Challenge.properties,
  num_plays: Type.Integer(),
  remaining_sec: Type.Integer(),
});
export type ChallengeDetail = Static<typeof ChallengeDetail>;

export const ChallengeStart = Type.Object({
  number_of_energies: Count(CHALLENGE_ENERGY_MIN),
  game_id: Id,
  /** accepted friends to invite; none when left out */
  friends: Type.Optional(Type.Array(Id)),
});
export type ChallengeStart = Static<typeof ChallengeStart>;

export const ChallengeStarted = Type.Object({
  status_message: Type.Literal('OK'),
  challenge_id: Type.Integer(),
});
export type ChallengeStarted = Static<typeof ChallengeStarted>;

export const ChallengeOverview = Type.Object({
  challenge: ChallengeDetail,
  num_plays: Type.Integer(),
});
export type ChallengeOverview = Static<typeof ChallengeOverview>;

/** A participant's play in a challenge's result. */
export const ChallengePlay = Type.Object({
  ...Play.properties,
  user: PlayerSummary,
});
export type ChallengePlay = Static<typeof ChallengePlay>;

export const ChallengeResult = Type.Object({
  challenge: ChallengeDetail,
  /** the viewer's own play, its answers once it is over; null if they did not play */
  play: Nullable(PlayWithAnswers),
  /** every play, best score first, then fastest */
  plays: Type.Array(ChallengePlay),
  /** the number of winners */
  has_winners: Type.Integer(),
});
export type ChallengeResult = Static<typeof ChallengeResult>;

export const MyChallengeKind = Type.Enum(MY_CHALLENGE_KINDS);
export type MyChallengeKind = Static<typeof MyChallengeKind>;

/** Counters for the my-challenges tabs: pending invitations not yet seen. */
export const ChallengeIndicators = Type.Object({ invitations: Type.Integer() });
export type ChallengeIndicators = Static<typeof ChallengeIndicators>;

export const MyChallenges = Type.Object({
  list: Type.Array(ChallengeDetail),
  number_of_pages: Type.Integer(),
  /** only when asked for with ?indicators */
  indicators: Type.Optional(ChallengeIndicators),
});
export type MyChallenges = Static<typeof MyChallenges>;

export const ChallengeInvitation = Type.Object({
  id: Type.Integer(),
  status: Type.Enum(REQUEST_STATUSES),
  /** whether it was seen before this page was read */
  is_read: Type.Boolean(),
  created_at: Type.String(),
  /** null should its card be missing: the page is answered rather than failed */
  challenge: Nullable(ChallengeDetail),
});
export type ChallengeInvitation = Static<typeof ChallengeInvitation>;

export const ChallengeInvitations = Type.Object({
  list: Type.Array(ChallengeInvitation),
  number_of_pages: Type.Integer(),
  /** counted before this page was marked seen */
  indicators: ChallengeIndicators,
});
export type ChallengeInvitations = Static<typeof ChallengeInvitations>;
