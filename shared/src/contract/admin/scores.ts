/**
 * Scores and analytics of the back office (ours: the spec names super/scores
 * and a manager card's score button without their content), read with
 * ra-data-simple-rest (contract/admin/rest.ts).
 */
import { type Static, Type } from 'typebox';
import { Id, NullableString } from '../common';

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD, both ends included' });

export const ScoreFilter = Type.Object(
  {
    game_id: Type.Optional(Id),
    user_id: Type.Optional(Id),
    type: Type.Optional(Type.Union([Type.Literal('solo'), Type.Literal('challenge')])),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);
export type ScoreFilter = Static<typeof ScoreFilter>;

/** A finished play's result. */
export const ScoreRecord = Type.Object({
  id: Id,
  type: Type.Union([Type.Literal('solo'), Type.Literal('challenge')]),
  challenge_id: Type.Union([Id, Type.Null()]),
  game: Type.Object({ id: Id, title_en: Type.String(), title_fr: Type.String() }),
  player: Type.Object({
    id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    player_name: NullableString,
  }),
  /** questions answered right */
  note: Type.Integer(),
  number_of_questions: Type.Integer(),
  is_winner: Type.Boolean(),
  /** FCFA won */
  gain: Type.Integer(),
  started_at: Type.String(),
  ended_at: NullableString,
  duration_sec: Type.Integer(),
});
export type ScoreRecord = Static<typeof ScoreRecord>;

export const QuestionStatsFilter = Type.Object({ game_id: Id }, { additionalProperties: false });

/** How a question of a game fares. */
export const QuestionStats = Type.Object({
  /** the question's id */
  id: Id,
  rank: Type.Integer(),
  type: Type.String(),
  label_en: Type.String(),
  label_fr: Type.String(),
  /** times it was served */
  answers: Type.Integer(),
  /** share of those answered right, 0 to 1 */
  right_share: Type.Number(),
  /** mean time to the choice kept, in ms, over the answers that chose something; null when none did */
  average_answer_ms: Type.Union([Type.Integer(), Type.Null()]),
  /** plays that ended on this question before the last one: players who gave up or ran out of time here */
  gave_up: Type.Integer(),
});
export type QuestionStats = Static<typeof QuestionStats>;

export const ManagerScoreFilter = Type.Object(
  { user_id: Type.Optional(Id) },
  { additionalProperties: false },
);

/** What a manager's games made. */
export const ManagerScore = Type.Object({
  /** the manager's user id */
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  games: Type.Integer(),
  active_games: Type.Integer(),
  /** plays of their games */
  plays: Type.Integer(),
  /** players who played their games */
  players: Type.Integer(),
});
export type ManagerScore = Static<typeof ManagerScore>;

export const SuspiciousFilter = Type.Object({}, { additionalProperties: false });

export const SuspicionKind = Type.Union([
  Type.Literal('fast_and_right'),
  Type.Literal('shared_cashout_number'),
  Type.Literal('same_answers'),
]);

/** A player whose play looks wrong, with the evidence; nothing is done to them. */
export const SuspiciousPlayer = Type.Object({
  /** the player's user id */
  id: Id,
  player_name: NullableString,
  first_name: Type.String(),
  last_name: Type.String(),
  reasons: Type.Array(
    Type.Object({
      kind: SuspicionKind,
      /** the figures that raised it */
      evidence: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
});
export type SuspiciousPlayer = Static<typeof SuspiciousPlayer>;
