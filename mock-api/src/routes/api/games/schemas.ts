import {
  Badge,
  BadgeType,
  Challenge,
  Game,
  GameIndex,
  Id,
  MAX_ID,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  Page,
  PageSize,
  PlayerSummary,
  Profile,
  QuoteWithId,
  SearchPaged,
} from '@quiz/shared/contract';
import { GAME_ORDERINGS, PERIODS } from '@quiz/shared/types';
import { Type } from 'typebox';
import { SERIALIZER_TYPES } from '../../../domain/catalogue/cards';

/*
 * Path and query parameters of the catalogue calls, checked before the
 * handler runs (a bad one answers 400 BAD with the field named). The answers'
 * shapes are the shared contract's; the old names below are kept for the
 * areas still moving onto it.
 */
export { MAX_ID, MAX_PAGE, MAX_PAGE_SIZE };
export const id = Id;

export const idParams = Type.Object({ id: Id });
export const pageParams = { page: Page, size: PageSize };
export const listParams = Type.Object({
  type: Type.Enum(GAME_ORDERINGS),
  page: Page,
  size: PageSize,
});
export const listQuery = Type.Object({
  serializer_type: Type.Enum(SERIALIZER_TYPES, { default: 'detailed' }),
  game_index_id: Type.Optional(Id),
});
export const periodParams = Type.Object({ period: Type.Enum(PERIODS), page: Page, size: PageSize });
export const searchParams = Type.Object({ text: Type.String(), page: Page });
export const indexesQuery = Type.Object({
  indexes: Type.Optional(Type.Array(Id, { maxItems: 50 })),
});

export const gameIndexSchema = GameIndex;
export const quoteSchema = QuoteWithId;
export const gameSchema = Game;
export const playerSummarySchema = PlayerSummary;
export const challengeSchema = Challenge;
export const badgeTypeSchema = BadgeType;
export const badgeSchema = Badge;
export const searchPagedSchema = SearchPaged;
export const profileSchema = Profile;

export const okSchema = {
  type: 'object',
  properties: { status_message: { type: 'string' } },
} as const;
export const secured = { security: [{ bearer: [] }] };
