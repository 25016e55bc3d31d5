/**
 * The catalogue as it travels: game indexes, game and challenge cards,
 * quotes, ads, badges, the hall of fame and the figures (player spec
 * sections 3 and 7). Lists use these cards; a game's questions never travel
 * here (the play socket serves them one at a time).
 */
import { type Static, Type } from 'typebox';
import { BADGE_COLORS, GAME_KINDS } from '../types/enums';
import {
  MediaUrl,
  Nullable,
  NullableInteger,
  NullableMediaUrl,
  NullableString,
  Paged,
} from './common';

export const GameIndex = Type.Object({
  id: Type.Integer(),
  /** the index's code (back office section 3); unique */
  code: Type.String(),
  label_en: Type.String(),
  label_fr: Type.String(),
  icon: NullableMediaUrl,
  image: NullableMediaUrl,
  cover_image: NullableMediaUrl,
  cover_description_en: Type.String(),
  cover_description_fr: Type.String(),
  /** every play (solo or challenge) of its games */
  number_of_participations: Type.Integer(),
  /** its active games */
  number_of_quizzes: Type.Integer(),
  /** every challenge ever started on its games */
  number_of_challenges: Type.Integer(),
});
export type GameIndex = Static<typeof GameIndex>;

export const GameIndexes = Type.Object({
  indexes: Type.Array(GameIndex),
  /** the most game indexes the back office may create */
  max: Type.Integer(),
});
export type GameIndexes = Static<typeof GameIndexes>;

export const Quote = Type.Object({
  quote_en: Type.String(),
  quote_fr: Type.String(),
  author: Type.String(),
});
export type Quote = Static<typeof Quote>;

/** A quote with its id, as drawn for the explore page and managed in the back office. */
export const QuoteWithId = Type.Object({ id: Type.Integer(), ...Quote.properties });
export type QuoteWithId = Static<typeof QuoteWithId>;

/**
 * A game as lists show it. The 'simple' serializer leaves out its indexes
 * and quote; 'detailed' (the default) sends both.
 */
export const Game = Type.Object({
  id: Type.Integer(),
  title_en: Type.String(),
  title_fr: Type.String(),
  cover: NullableMediaUrl,
  created_at: Type.String(),
  number_of_plays: Type.Integer(),
  number_of_questions: Type.Integer(),
  question_duration_sec: Type.Integer(),
  /** seconds the whole play lasts (formulas/totalPlayTime) */
  timer: Type.Integer(),
  indexes: Type.Optional(Type.Array(GameIndex)),
  quote: Type.Optional(Nullable(Quote)),
  /** share of right answers a solo play needs to win (0.6 is 60 %), detailed cards only */
  solo_percentage_towin: Type.Optional(Type.Number()),
});
export type Game = Static<typeof Game>;

/** The few fields shown for another player in lists (starter, holders, winners...). */
export const PlayerSummary = Type.Object({
  id: Type.Integer(),
  player_name: NullableString,
  profile_pic: NullableMediaUrl,
});
export type PlayerSummary = Static<typeof PlayerSummary>;

/**
 * While a challenge is open, total_gain is the pot staked so far and
 * gain_per_winner is null; once closed, both are the amounts settled.
 */
export const Challenge = Type.Object({
  id: Type.Integer(),
  is_active: Type.Boolean(),
  created_at: Type.String(),
  closes_at: Type.String(),
  duration_sec: Type.Integer(),
  game: Game,
  starter: PlayerSummary,
  /** energy (credits) each participant stakes */
  number_of_ene: Type.Integer(),
  gain_unit: Type.Integer(),
  number_of_plays: Type.Integer(),
  /** who staked: the starter, from the start on, whether they played yet or not, and everyone who joined */
  number_of_participants: Type.Integer(),
  /** FCFA: while open, the pot staked so far (participants x number_of_ene x gain_unit); once closed, the pot settled */
  total_gain: Type.Integer(),
  number_of_winners: Type.Integer(),
  gain_per_winner: NullableInteger,
});
export type Challenge = Static<typeof Challenge>;

export const Ad = Type.Object({
  id: Type.Integer(),
  link: NullableString,
  illustration: MediaUrl,
});
export type Ad = Static<typeof Ad>;

export const PlayOverview = Type.Object({
  game: Game,
  trending: Type.Array(Game),
  more: Type.Array(Game),
  challenges: Type.Array(Challenge),
  top_by_index: Type.Array(Type.Object({ index: GameIndex, games: Type.Array(Game) })),
  popular: Type.Array(Game),
  /**
   * the viewer's own play of this quiz, which is played once per player: its
   * result is where the screen leads instead of a new play; null when none
   */
  my_play: Nullable(
    Type.Object({
      id: Type.Integer(),
      type: Type.Enum(GAME_KINDS),
      is_active: Type.Boolean(),
      challenge_id: NullableInteger,
    }),
  ),
});
export type PlayOverview = Static<typeof PlayOverview>;

/** A game index as the preferences screen lists it. */
export const Preference = Type.Object({
  id: Type.Integer(),
  label_en: Type.String(),
  label_fr: Type.String(),
  icon: NullableMediaUrl,
  prefered: Type.Boolean(),
});
export type Preference = Static<typeof Preference>;

export const BadgeType = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  code_en: Type.String(),
  code_fr: Type.String(),
  title_en: Type.String(),
  title_fr: Type.String(),
  description_en: Type.String(),
  description_fr: Type.String(),
  weight: Type.Integer(),
  color: Type.Enum(BADGE_COLORS),
  icon: NullableMediaUrl,
  image: NullableMediaUrl,
  is_active: Type.Boolean(),
  /** credits the badge pays when earned (0: none) */
  number_of_units: Type.Integer(),
});
export type BadgeType = Static<typeof BadgeType>;

export const BadgeTypes = Type.Object({
  actives: Type.Array(BadgeType),
  inactives: Type.Array(BadgeType),
});
export type BadgeTypes = Static<typeof BadgeTypes>;

/** A badge a player holds. */
export const Badge = Type.Object({
  id: Type.Integer(),
  code_en: Type.String(),
  code_fr: Type.String(),
  title_en: Type.String(),
  title_fr: Type.String(),
  description_en: Type.String(),
  description_fr: Type.String(),
  image: NullableMediaUrl,
  icon: NullableMediaUrl,
  color: Type.Enum(BADGE_COLORS),
  /** credits the badge paid */
  number_of_units: Type.Integer(),
});
export type Badge = Static<typeof Badge>;

export const UserBadges = Type.Object({
  user: Type.Object({
    ...PlayerSummary.properties,
    /** masked unless it is the viewer's own or a friend's */
    email_phone_number: Type.String(),
  }),
  badges: Type.Array(Badge),
});
export type UserBadges = Static<typeof UserBadges>;

export const BadgeHolder = Type.Object({
  ...PlayerSummary.properties,
  awarded_at: Type.String(),
});
export const BadgeHolders = Paged(BadgeHolder);
export type BadgeHolder = Static<typeof BadgeHolder>;

export const FameEntry = Type.Object({
  rank: Type.Integer(),
  user: PlayerSummary,
  /** FCFA the player's wins paid in the period */
  amount_won: Type.Integer(),
  nbr_wins: Type.Integer(),
});
export type FameEntry = Static<typeof FameEntry>;

export const HallOfFame = Type.Object({
  list: Type.Array(FameEntry),
  number_of_pages: Type.Integer(),
  /** the ranking's first 3, whatever the page */
  podium: Type.Array(FameEntry),
});
export type HallOfFame = Static<typeof HallOfFame>;

export const GeneralStats = Type.Object({
  nbr_players: Type.Integer(),
  nbr_challenges: Type.Integer(),
  nbr_solos: Type.Integer(),
  nbr_chall_participations: Type.Integer(),
  nbr_solo_winners: Type.Integer(),
  nbr_chall_winners: Type.Integer(),
  amount_won: Type.Integer(),
});
export type GeneralStats = Static<typeof GeneralStats>;

export const MyStats = Type.Object({
  nbr_challenges: Type.Integer(),
  nbr_solos: Type.Integer(),
  nbr_chall_won: Type.Integer(),
  nbr_solos_won: Type.Integer(),
  amount_won: Type.Integer(),
  nbr_credits_bought: Type.Integer(),
  amount_collected: Type.Integer(),
  nbr_credits_from_convertion: Type.Integer(),
  nbr_chall_started: Type.Integer(),
});
export type MyStats = Static<typeof MyStats>;
