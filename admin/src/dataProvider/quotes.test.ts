import { describe, expect, it } from 'vitest';
import { type Recording, recordingsOf, replayingHttp } from '../test/replay';
import recorded from './fixtures/quotes.json';
import { quotesAdapter } from './quotes';

const must = recordingsOf(recorded);

function adapterWith(...recordings: Recording[]) {
  const { http, fetch } = replayingHttp(...recordings);
  return { quotes: quotesAdapter(http), fetch };
}

const texts = {
  author: 'Manu Dibango',
  quote_en: 'Music is the only language everyone understands.',
  quote_fr: 'La musique est la seule langue que tout le monde comprend.',
};

describe('quotes adapter', () => {
  it('reads a page with GET ?step=, the page count and the maximum as meta (recorded)', async () => {
    const { quotes, fetch } = adapterWith(must('page'));
    const result = await quotes.getList({ pagination: { page: 1, perPage: 10 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/quotes/?step=1');
    expect(result.data).toHaveLength(10);
    expect(result.meta).toEqual({ number_of_pages: 6, max: 200 });
    expect(result.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true });
  });

  it('creates and updates with JSON bodies of the three texts only, answering the quote', async () => {
    const { quotes, fetch } = adapterWith(must('create'), must('update'));
    const created = await quotes.create({ data: { ...texts, id: 'ignored', extra: 1 } });
    expect(created.data).toMatchObject({ id: 54, author: 'Manu Dibango' });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual(texts);
    const updated = await quotes.update({
      id: 54,
      data: { ...texts, author: 'Francis Bebey' },
      previousData: created.data,
    });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/admin/super/quotes/?quote_id=54');
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('PUT');
    expect(updated.data.author).toBe('Francis Bebey');
  });

  it('a refusal reaches the form with its errors keyed by field', async () => {
    const { quotes } = adapterWith(must('createRefused'));
    await expect(quotes.create({ data: { ...texts, author: '' } })).rejects.toMatchObject({
      status: 400,
      message: 'status.NOT_CREATED',
      body: { errors: { author: 'validation.required' } },
    });
  });

  it('removes with DELETE ?quote_id=', async () => {
    const { quotes, fetch } = adapterWith(must('remove'));
    const { data } = await quotes.delete({ id: 54, previousData: { id: 54, ...texts } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/quotes/?quote_id=54');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(data.id).toBe(54);
  });
});
