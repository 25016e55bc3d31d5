import { Id, Page, PageSize } from '@quiz/shared/contract';
import { GAME_ORDERINGS, PERIODS } from '@quiz/shared/types';
import { Type } from 'typebox';
import { SERIALIZER_TYPES } from '../../../domain/catalogue/cards';

/*
 * Path and query parameters of the catalogue calls, checked before the
 * handler runs (a bad one answers 400 BAD with the field named). The answers'
 * shapes are the shared contract's.
 */
export const idParams = Type.Object({ id: Id });
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
