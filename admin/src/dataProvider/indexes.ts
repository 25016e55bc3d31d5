import type { GameIndex, GameIndexAnswer, GameIndexes } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import { multipartBody } from './multipart';
import type { ResourceAdapter } from './types';
import { wholeListReads } from './wholeList';

/** A game index as the back office manages it: the shared card, code included. */
export type AdminGameIndex = GameIndex;

export const INDEX_TEXT_FIELDS = [
  'code',
  'label_en',
  'label_fr',
  'cover_description_en',
  'cover_description_fr',
] as const;
export const INDEX_PICTURES = ['cover_image', 'image', 'icon'] as const;

/**
 * Game indexes (spec section 7 "Game indexes"): the list is the player call
 * GET /api/games/indexes/0/ -> {indexes, max}, handed whole, `max` as the list's
 * meta; create (POST) and update (PUT ?index_id=) are multipart, each picture sent
 * only when a new file was chosen, and answer {game_index}; DELETE ?index_id= (409
 * NOT_ALLOWED while active games use the index). A refusal (400 NOT_CREATED or
 * NOT_MODIFIED with {errors: {field: key}}) reaches the form's fields unchanged.
 */
export function indexesAdapter(http: Http) {
  const paths = api.admin.super.gameIndexes;

  async function load() {
    const { indexes, max } = await http.get<GameIndexes>(paths.list());
    return { records: indexes as AdminGameIndex[], meta: { max } };
  }

  const body = (data: Record<string, unknown>) =>
    multipartBody(data, INDEX_TEXT_FIELDS, INDEX_PICTURES);

  return {
    ...wholeListReads(load),
    async create({ data }) {
      const answer = await http.post<GameIndexAnswer>(paths.create(), body(data));
      return { data: answer.game_index };
    },
    async update({ id, data }) {
      const answer = await http.put<GameIndexAnswer>(paths.update(Number(id)), body(data));
      return { data: answer.game_index };
    },
    async delete({ id, previousData }) {
      await http.del(paths.remove(Number(id)));
      return { data: (previousData ?? { id }) as AdminGameIndex };
    },
  } satisfies ResourceAdapter<AdminGameIndex>;
}
