import { describe, expect, it } from 'vitest';
import { type Recording, recordingsOf, replayingHttp } from '../test/replay';
import recorded from './fixtures/games.json';
import { gameForm, gamesAdapter } from './games';

const must = recordingsOf(recorded);

function adapterWith(...recordings: Recording[]) {
  const { http, fetch } = replayingHttp(...recordings);
  return { games: gamesAdapter(http), fetch };
}

describe('games adapter (answers recorded from the server)', () => {
  it('pages the general list by stepper, telling whether more pages follow', async () => {
    const { games } = adapterWith(must('list'));
    const page = await games.getList({ pagination: { page: 1, perPage: 10 }, filter: {} });
    const body = must('list').response.body as { list: unknown[]; num_pages: number };
    expect(page.data).toEqual(body.list);
    expect(page.pageInfo).toEqual({ hasNextPage: body.num_pages > 1, hasPreviousPage: false });
  });

  it("sends the grid's sort and status filter as the list's order; an unknown column is not sent", async () => {
    const { games, fetch } = adapterWith(must('sorted'), must('list'));
    const sorted = await games.getList({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title_fr', order: 'ASC' },
      filter: { status: 'active' },
    });
    const titles = sorted.data.map((game) => (game as { title_fr: string }).title_fr);
    expect(titles.length).toBeGreaterThan(1);
    expect(sorted.data.every((game) => (game as { is_active: boolean }).is_active)).toBe(true);
    expect(titles[0]?.localeCompare(titles[1] ?? '', 'fr')).toBeLessThan(0);
    await games.getList({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'manager', order: 'ASC' },
      filter: { status: 'gone', game_index_id: 'zero' },
    });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/admin/games/management/?option=games&stepper=1');
  });

  it('counts the list with num_results, and sends its category beside the status', async () => {
    const { games, fetch } = adapterWith(must('list'), must('category'));
    const all = await games.getList({ pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(all.total).toBe((must('list').response.body as { num_results: number }).num_results);
    const category = new URL(must('category').request.path, 'http://x').searchParams.get(
      'game_index_id',
    );
    const none = await games.getList({
      pagination: { page: 1, perPage: 10 },
      filter: { status: 'inactive', game_index_id: category },
    });
    expect(fetch.mock.calls[1]?.[0]).toBe(must('category').request.path);
    expect(none).toMatchObject({ data: [], total: 0 });
  });

  it('searches the filter tab with num_results as the total', async () => {
    const { games, fetch } = adapterWith(must('search'));
    const found = await games.getList({
      pagination: { page: 1, perPage: 10 },
      filter: { q: ' cameroun ' },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/games/search/cameroun/1/');
    const body = must('search').response.body as { num_results: number };
    expect(found.total).toBe(body.num_results);
    expect(found.data.length).toBeGreaterThan(0);
  });

  it('reads a game with its questions, and the wizard primary data', async () => {
    const { games } = adapterWith(must('details'), must('primaryData'));
    const id = (must('details').response.body as { game: { id: number } }).game.id;
    const { data } = await games.getOne({ id });
    expect(data.id).toBe(id);
    expect((data as { questions: unknown[] }).questions.length).toBeGreaterThan(0);
    const primary = await games.actions.primaryData();
    expect(primary.indexes.length).toBeGreaterThan(0);
    expect(primary.questions_size).toBe(30);
  });

  it('creates from the wizard as multipart, and hands a refusal with its field errors', async () => {
    const draft = {
      title_fr: 'Capitales du continent',
      title_en: 'Capitals of the continent',
      indexes: [1],
      questions: [
        {
          type: 'sc' as const,
          label: 'Quelle est la capitale du Cameroun ?',
          label_en: 'What is the capital city of Cameroon?',
          choices_fr: ['Douala', 'Yaoundé'],
          choices_en: ['Douala', 'Yaounde'],
          correction_ids: [1],
        },
      ],
    };
    const { games, fetch } = adapterWith(must('create'));
    const { data } = await games.create({ data: draft });
    expect(data).toMatchObject({ title_en: 'Capitals of the continent', is_active: true });
    const sent = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(JSON.parse(String(sent.get('questions_answers')))).toEqual([
      {
        type: 'sc',
        data: {
          type: 'sc',
          label: draft.questions[0]?.label,
          label_en: draft.questions[0]?.label_en,
          choice_values: ['Douala', 'Yaoundé'],
          choice_values_en: ['Douala', 'Yaounde'],
          correction_ids: [1],
          explanation: '',
          explanation_en: '',
        },
      },
    ]);
    const refused = adapterWith(must('createRefused'));
    const error = await refused.games.create({ data: draft }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ title_fr: 'validation.text_too_short' });
  });

  it('sends picture choices as files named by the choice value, the English list left empty', () => {
    const flag = new File([new Uint8Array([1, 2, 3])], 'flag.png', { type: 'image/png' });
    const form = gameForm({
      title_fr: 'Drapeaux du monde',
      title_en: 'Flags of the world',
      indexes: [2],
      questions: [
        {
          type: 'psc',
          label: 'Quel est le drapeau du Cameroun ?',
          label_en: 'Which flag is Cameroon’s?',
          choices_fr: [flag, flag],
          choices_en: [],
          correction_ids: [0],
          illustration: flag,
        },
      ],
    });
    const [question] = JSON.parse(String(form.get('questions_answers')));
    expect(question.data.choice_values).toEqual(['qst_0_choice_0', 'qst_0_choice_1']);
    expect(question.data.choice_values_en).toEqual([]);
    expect(form.get('qst_0_choice_1')).toBeInstanceOf(File);
    expect(form.get('qst_illustration_0')).toBeInstanceOf(File);
  });

  it('sends an edit with its explanations, the pictures kept by their URL and the new ones as files', () => {
    const flag = new File([new Uint8Array([1, 2, 3])], 'flag.png', { type: 'image/png' });
    const form = gameForm({
      title_fr: 'Drapeaux du monde',
      title_en: 'Flags of the world',
      indexes: [2],
      questions: [
        {
          type: 'psc',
          label: 'Quel est le drapeau du Cameroun ?',
          label_en: 'Which flag is Cameroon’s?',
          choices_fr: ['/media/games/kept.webp', flag],
          choices_en: ['/media/games/kept.webp'],
          correction_ids: [0],
          illustration: null,
          illustration_url: '/media/games/illustration.webp',
          explanation: 'Vert, rouge, jaune.',
          explanation_en: 'Green, red, yellow.',
        },
      ],
    });
    const [question] = JSON.parse(String(form.get('questions_answers')));
    expect(question.data).toMatchObject({
      choice_values: ['/media/games/kept.webp', 'qst_0_choice_1'],
      explanation: 'Vert, rouge, jaune.',
      explanation_en: 'Green, red, yellow.',
    });
    expect(form.get('qst_0_choice_1')).toBeInstanceOf(File);
    // No new illustration: the question keeps its own.
    expect(form.get('qst_illustration_0')).toBeNull();
  });

  it('sends the quote chosen in an edit, and the cover taken away unless a new one replaces it', () => {
    const base = { title_fr: 'Drapeaux', title_en: 'Flags', indexes: [2], questions: [] };
    const removed = gameForm({ ...base, quote_id: 4, remove_cover: true });
    expect(removed.get('quote_id')).toBe('4');
    expect(removed.get('remove_cover')).toBe('true');
    expect(removed.get('cover')).toBeNull();
    const cover = new File([new Uint8Array([1])], 'cover.png', { type: 'image/png' });
    const replaced = gameForm({ ...base, cover, remove_cover: true });
    expect(replaced.get('cover')).toBeInstanceOf(File);
    expect(replaced.get('remove_cover')).toBeNull();
    // Nothing said of either: the server keeps both.
    const kept = gameForm(base);
    expect(kept.get('quote_id')).toBeNull();
    expect(kept.get('remove_cover')).toBeNull();
  });

  it('deactivates and reactivates, answering the game that replaces the card', async () => {
    const { games } = adapterWith(must('deactivate'), must('reactivate'));
    const id = (must('deactivate').response.body as { game: { id: number } }).game.id;
    expect((await games.actions.deactivate({ id })).is_active).toBe(false);
    expect((await games.actions.reactivate({ id })).is_active).toBe(true);
  });

  it("answers a refused sheet's report rather than throwing it", async () => {
    const { games } = adapterWith(must('importRefused'));
    const file = new File(['x'], 'quiz.csv', { type: 'text/csv' });
    const report = await games.actions.importSheet({ file, dryRun: true });
    expect(report.status_message).toBe('NOT_CREATED');
    expect(report.sheet_errors.length).toBeGreaterThan(0);
    expect(report.sheet_errors[0]).toMatchObject({
      en: expect.any(String),
      fr: expect.any(String),
    });
  });
});
