/** Game indexes, badge types and quotes management (back-office spec sections 2, 3, 5, 7). */
import { type Static, Type } from 'typebox';
import { BadgeType, GameIndex, QuoteWithId } from '../catalogue';
import { Id, Page } from '../common';

export const GameIndexIdQuery = Type.Object({ index_id: Id });

/** POST and PUT game-indexes-management/, as multipart/form-data. */
export const GameIndexUpload = Type.Object({
  code: Type.String(),
  label_en: Type.String(),
  label_fr: Type.String(),
  cover_description_en: Type.String(),
  cover_description_fr: Type.String(),
  cover_image: Type.Optional(Type.String({ contentMediaType: 'application/octet-stream' })),
  image: Type.Optional(Type.String({ contentMediaType: 'application/octet-stream' })),
  icon: Type.Optional(Type.String({ contentMediaType: 'application/octet-stream' })),
});

export const GameIndexAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  game_index: GameIndex,
});
export type GameIndexAnswer = Static<typeof GameIndexAnswer>;

/** A badge type as the back office manages it: the player's card and its award rule. */
export const AdminBadgeType = Type.Object({
  ...BadgeType.properties,
  /** how many of its rule's events (plays, wins, friends...) earn it */
  threshold: Type.Integer(),
  /** credits given with it, 0 for none */
  number_of_units: Type.Integer(),
});
export type AdminBadgeType = Static<typeof AdminBadgeType>;

export const AdminBadgeTypes = Type.Object({
  actives: Type.Array(AdminBadgeType),
  inactives: Type.Array(AdminBadgeType),
});
export type AdminBadgeTypes = Static<typeof AdminBadgeTypes>;

export const BadgeTypeQuery = Type.Object({
  badge_type_id: Type.Optional(Id),
  action: Type.Optional(Type.Union([Type.Literal('activate'), Type.Literal('deactivate')])),
});

/** POST and PUT badge-types/, as multipart/form-data. */
export const BadgeTypeUpload = Type.Object({
  type: Type.String({ description: 'the award rule: plays, solo_wins, challenge_wins, ...' }),
  code_en: Type.String(),
  code_fr: Type.String(),
  title_en: Type.String(),
  title_fr: Type.String(),
  description_en: Type.String(),
  description_fr: Type.String(),
  weight: Type.String({ description: 'a whole number from 0' }),
  color: Type.String({ enum: ['gold', 'silver', 'bronze'] }),
  threshold: Type.Optional(Type.String({ description: 'a whole number from 1; 1 when absent' })),
  number_of_units: Type.Optional(Type.String({ description: 'credits given; 0 when absent' })),
  icon: Type.Optional(Type.String({ contentMediaType: 'application/octet-stream' })),
  image: Type.Optional(Type.String({ contentMediaType: 'application/octet-stream' })),
});

export const BadgeTypeAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  badge_type: AdminBadgeType,
});
export type BadgeTypeAnswer = Static<typeof BadgeTypeAnswer>;

export const QuotesQuery = Type.Object({ step: Page });
export const QuoteIdQuery = Type.Object({ quote_id: Id });
export const QuoteInput = Type.Object({
  author: Type.String(),
  quote_en: Type.String(),
  quote_fr: Type.String(),
});
export type QuoteInput = Static<typeof QuoteInput>;

export const QuotesPage = Type.Object({
  quotes: Type.Array(QuoteWithId),
  number_of_pages: Type.Integer(),
  /** the most quotes the back office may keep (settings.max_quotes) */
  max: Type.Integer(),
});
export type QuotesPage = Static<typeof QuotesPage>;

export const QuoteAnswer = Type.Object({ status_message: Type.Literal('OK'), quote: QuoteWithId });
export type QuoteAnswer = Static<typeof QuoteAnswer>;
