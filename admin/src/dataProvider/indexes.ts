import type { GameIndex, GameIndexes } from '@quiz/shared/contract';
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

/** What a save answers: the index under one of these names, or nothing but OK. */
type SaveAnswer = { index?: AdminGameIndex; game_index?: AdminGameIndex };

/**
 * Game indexes (spec section 7 "Game indexes"): the list is the player call
 * GET /api/games/indexes/0/ -> {indexes, max}, handed whole, `max` as the list's
 * meta; create (POST) and update (PUT ?index_id=) are multipart, each picture sent
 * only when a new file was chosen; DELETE ?index_id=. A refusal (400 NOT_CREATED or
 * NOT_MODIFIED with {errors: {field: key}}) reaches the form's fields unchanged.
 */
export function indexesAdapter(http: Http) {
  const paths = api.admin.super.gameIndexes;

  async function load() {
    const { indexes, max } = await http.get<GameIndexes>(paths.list());
    return { records: indexes as AdminGameIndex[], meta: { max } };
  }

  /** The saved index: from the answer, else read back (the newest one for a creation). */
  async function saved(answer: SaveAnswer | null, id?: number): Promise<AdminGameIndex> {
    const fromAnswer = answer?.index ?? answer?.game_index;
    if (fromAnswer) return fromAnswer;
    const { records } = await load();
    const found =
      id === undefined
        ? records.reduce<AdminGameIndex | undefined>(
            (a, b) => (a && a.id > b.id ? a : b),
            undefined,
          )
        : records.find((record) => record.id === id);
    if (!found) throw new Error('The saved game index is not in the list');
    return found;
  }

  const body = (data: Record<string, unknown>) =>
    multipartBody(data, INDEX_TEXT_FIELDS, INDEX_PICTURES);

  return {
    ...wholeListReads(load),
    async create({ data }) {
      const answer = await http.post<SaveAnswer>(paths.create(), body(data));
      return { data: await saved(answer) };
    },
    async update({ id, data }) {
      const answer = await http.put<SaveAnswer>(paths.update(Number(id)), body(data));
      return { data: await saved(answer, Number(id)) };
    },
    async delete({ id, previousData }) {
      await http.del(paths.remove(Number(id)));
      return { data: (previousData ?? { id }) as AdminGameIndex };
    },
  } satisfies ResourceAdapter<AdminGameIndex>;
}
