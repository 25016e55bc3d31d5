import { describe, expect, it } from 'vitest';
import { type Recording, recordingsOf, type replay, replayingHttp } from '../test/replay';
import recorded from './fixtures/indexes.json';
import { indexesAdapter } from './indexes';

const must = recordingsOf(recorded);

const list = recorded.list as Recording;

function adapterWith(...recordings: Recording[]) {
  const { http, fetch } = replayingHttp(...recordings);
  return { indexes: indexesAdapter(http), fetch };
}

const sentForm = (fetch: ReturnType<typeof replay>, call = 0) =>
  fetch.mock.calls[call]?.[1]?.body as FormData;

const texts = {
  code: 'football',
  label_en: 'Football',
  label_fr: 'Football',
  cover_description_en: 'Every league',
  cover_description_fr: 'Tous les championnats',
};

describe('game indexes adapter', () => {
  it('lists the player call GET /api/games/indexes/0/, with max as the meta (recorded)', async () => {
    const { indexes, fetch } = adapterWith(list);
    const result = await indexes.getList({ pagination: { page: 1, perPage: 100 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/games/indexes/0/');
    const body = list.response.body as { indexes: unknown[]; max: number };
    expect(result.total).toBe(body.indexes.length);
    expect(result.meta).toEqual({ max: body.max });
    expect(result.data[0]).toMatchObject({ id: 1, label_en: 'Cameroonian culture' });
  });

  it('reads one index from the list for the edit form', async () => {
    const { indexes } = adapterWith(list);
    const { data } = await indexes.getOne({ id: 1 });
    expect(data.label_fr).toBe('Culture du Cameroun');
  });

  it('creates with a multipart POST: the texts, and a picture only when a file was chosen', async () => {
    const { indexes, fetch } = adapterWith(must('create'));
    const icon = new File(['<png>'], 'icon.png', { type: 'image/png' });
    const { data } = await indexes.create({
      data: { ...texts, icon: { rawFile: icon, src: 'blob:x' }, image: null },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/game-indexes-management/');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    const form = sentForm(fetch);
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual(texts);
    expect((form.get('icon') as File).name).toBe('icon.png');
    expect(form.has('image')).toBe(false);
    expect(form.has('cover_image')).toBe(false);
    expect(data).toMatchObject({ code: 'football', label_en: 'Football' });
    expect(data.icon).toMatch(/^\/media\/indexes\/.+\.webp$/);
  });

  it('updates with a multipart PUT ?index_id=; a kept picture (its URL) is not sent again', async () => {
    const { indexes, fetch } = adapterWith(must('update'));
    const cover = new File(['<jpg>'], 'cover.jpg', { type: 'image/jpeg' });
    await indexes.update({
      id: 1,
      // What the form holds: a new file, a kept picture as ImageInput shows it, a URL.
      data: {
        ...texts,
        cover_image: { rawFile: cover, src: 'blob:y' },
        image: { src: '/media/seed/indexes/culture.svg' },
        icon: '/media/seed/indexes/culture-icon.svg',
      } as never,
      previousData: { id: 1 } as never,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/game-indexes-management/?index_id=1');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    const form = sentForm(fetch);
    expect((form.get('cover_image') as File).name).toBe('cover.jpg');
    expect(form.has('image')).toBe(false);
    expect(form.has('icon')).toBe(false);
  });

  it('hands the saved index of the answer to react-admin', async () => {
    const { indexes } = adapterWith(must('update'));
    const saved = must('update').response.body as { game_index: { label_fr: string } };
    const { data } = await indexes.update({ id: 1, data: texts, previousData: { id: 1 } as never });
    expect(data).toEqual(saved.game_index);
    expect(data.label_fr).toBe('Culture du Cameroun !');
  });

  it('a refusal reaches react-admin with its errors keyed by field (NOT_CREATED, NOT_MODIFIED)', async () => {
    const { indexes } = adapterWith(must('createRefused'));
    await expect(indexes.create({ data: { ...texts, code: '' } })).rejects.toMatchObject({
      status: 400,
      message: 'status.NOT_CREATED',
      body: { errors: { code: 'validation.required' } },
    });
    const edit = adapterWith(must('updateRefused'));
    await expect(
      edit.indexes.update({ id: 1, data: texts, previousData: { id: 1 } as never }),
    ).rejects.toMatchObject({
      message: 'status.NOT_MODIFIED',
      body: {
        errors: {
          label_fr: 'validation.required',
          cover_description_en: 'validation.text_too_long',
        },
      },
    });
  });

  it('removes with DELETE ?index_id=; an index active games use is refused with its reason', async () => {
    const removed = must('remove');
    const id = Number(new URL(removed.request.path, 'http://x').searchParams.get('index_id'));
    const { indexes, fetch } = adapterWith(removed);
    const { data } = await indexes.delete({ id, previousData: { id } as never });
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(data).toEqual({ id });
    const refused = adapterWith(must('removeRefused'));
    await expect(refused.indexes.delete({ id: 1 })).rejects.toMatchObject({
      status: 409,
      message: 'status.NOT_ALLOWED',
      body: { errors: { index: 'validation.index_in_use' } },
    });
  });
});
