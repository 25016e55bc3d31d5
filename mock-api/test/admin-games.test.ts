import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../src/domain/catalogue/search-text';
import { newPlayer } from './helpers/accounts';
import {
  expectInCatalogue,
  gameForm,
  gamesApi,
  gamesSnapshot,
  newGame,
  textQuestion,
  twoIndexes,
} from './helpers/admin-games';
import { auditOf, picture, pictureSize, svgPicture } from './helpers/ads';
import { buildTestApp, type TestApp } from './helpers/app';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';
import { PlayClient } from './helpers/socket';

describe('games management', () => {
  let t: TestApp;
  let maker: Awaited<ReturnType<typeof newManager>>;
  let client: ManagerClient;
  let indexes: [number, number];

  beforeAll(async () => {
    t = await buildTestApp();
    maker = await newManager(t.app, 'games.maker@example.cm', 'gamesmanager', { questionsSize: 4 });
    client = managerClient(t.app, maker.headers);
    indexes = await twoIndexes(t.app);
  });
  afterAll(() => t.close());

  it('passes the primary check and reads the wizard primary data with the questions cap', async () => {
    expect((await client.json('GET', gamesApi.primaryCheck())).json()).toEqual({
      status_message: 'OK',
    });
    const res = await client.json('GET', gamesApi.primaryData());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      indexes: [
        { id: indexes[0], label_en: 'history', label_fr: 'history', image: null },
        { id: indexes[1], label_en: 'geography', label_fr: 'geography', image: null },
      ],
      questions_size: 4,
      quotes: [],
    });
  });

  it('creates a game of every kind of question with its pictures, in the audit trail and the catalogue', async () => {
    const photo = await picture('jpeg', 1200, 900);
    const res = await client.form(
      'POST',
      gamesApi.create(),
      gameForm(
        [indexes[1], indexes[0], indexes[1]],
        [
          textQuestion('sc', [1]),
          textQuestion('moc', [2, 0, 1]),
          {
            type: 'pmc',
            data: {
              type: 'pmc',
              label: 'Quels drapeaux sont verts ?',
              label_en: 'Which flags are green?',
              choice_values: ['flag_a', 'flag_b'],
              choice_values_en: [],
              correction_ids: [0, 1],
            },
          },
        ],
        {
          title_fr: '  Les villes du Cameroun ',
          cover: await picture('png'),
          qst_illustration_1: photo,
          flag_a: await picture('webp', 300, 300),
          flag_b: await picture('png', 300, 300),
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { game } = res.json();
    expect(game).toMatchObject({
      title_fr: 'Les villes du Cameroun',
      title_en: 'Cities of Cameroon',
      is_active: true,
      deactivated_at: null,
      indexes: [{ id: indexes[0] }, { id: indexes[1] }],
      manager: { id: maker.id, first_name: 'gamesmanager', last_name: 'Manager' },
      deactivator: null,
      number_of_questions: 3,
      number_of_plays: 0,
      quote: null,
    });
    expect(game.cover).toMatch(/^\/media\/games\/.+\.webp$/);
    const [sc, moc, pmc] = game.questions;
    expect(sc).toMatchObject({
      rank: 1,
      type: 'sc',
      label_fr: 'Quelle est la capitale du Cameroun ?',
      choice_values_fr: ['Douala', 'Yaoundé', 'Bafoussam'],
      choice_values_en: ['Douala', 'Yaounde', 'Bafoussam'],
      correction_ids: [1],
      illustration: null,
    });
    expect(moc).toMatchObject({ rank: 2, correction_ids: [2, 0, 1] });
    expect(await pictureSize(t.app, moc.illustration)).toEqual({
      width: 960,
      height: 540,
      format: 'webp',
    });
    expect(pmc.choice_values_fr).toHaveLength(2);
    expect(pmc.choice_values_en).toEqual(pmc.choice_values_fr);
    expect(await pictureSize(t.app, pmc.choice_values_fr[0])).toMatchObject({ width: 480 });

    const [entry] = await auditOf(t.app, 'games', game.id);
    expect(entry).toMatchObject({ manager_id: maker.id, action: 'create', before: null });
    expect(entry?.after.title_fr).toBe('Les villes du Cameroun');
    await expectInCatalogue(t.app, game.id, true);

    const details = await client.json('GET', gamesApi.details(game.id));
    expect(details.json()).toEqual({ game });
  });

  it('draws the quote fewest games carry, or takes the one named', async () => {
    const quotes = await t.app.db
      .insertInto('quotes')
      .values([
        { author: 'Ahmadou Kourouma', quote_en: 'One', quote_fr: 'Un' },
        { author: 'Mongo Beti', quote_en: 'Two', quote_fr: 'Deux' },
      ])
      .returning('id')
      .execute();
    const first = await newGame(client, [indexes[0]]);
    const second = await newGame(client, [indexes[0]]);
    expect([first.quote?.author, second.quote?.author].sort()).toEqual([
      'Ahmadou Kourouma',
      'Mongo Beti',
    ]);
    const named = await newGame(client, [indexes[0]], { quote_id: String(quotes[1]?.id) });
    expect(named.quote).toEqual({
      id: quotes[1]?.id,
      author: 'Mongo Beti',
      quote_en: 'Two',
      quote_fr: 'Deux',
    });
    // The forms choose among every quote, newest first.
    const primary = (await client.json('GET', gamesApi.primaryData())).json();
    expect(primary.quotes).toEqual([
      { id: quotes[1]?.id, author: 'Mongo Beti', quote_en: 'Two', quote_fr: 'Deux' },
      { id: quotes[0]?.id, author: 'Ahmadou Kourouma', quote_en: 'One', quote_fr: 'Un' },
    ]);
  });

  it('refuses a bad form field by field, and stores nothing', async () => {
    const before = await gamesSnapshot(t.app);
    const refusal = async (fields: Record<string, unknown>) => {
      const res = await client.form('POST', gamesApi.create(), fields as never);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status_message).toBe('NOT_CREATED');
      return res.json().errors;
    };
    expect(await refusal(gameForm(indexes, undefined, { title_fr: 'Jeu', title_en: '' }))).toEqual({
      title_fr: 'validation.text_too_short',
      title_en: 'validation.required',
    });
    expect(await refusal(gameForm([], []))).toEqual({
      indexes: 'validation.index_required',
      questions_answers: 'validation.question_required',
    });
    expect(await refusal(gameForm([999_999]))).toEqual({ indexes: 'validation.id_invalid' });
    expect(await refusal({ ...gameForm(indexes), questions_answers: '[{' })).toEqual({
      questions_answers: 'validation.value_invalid',
    });
    const five = Array.from({ length: 5 }, () => textQuestion('sc', [0]));
    expect(await refusal(gameForm(indexes, five))).toEqual({
      questions_answers: 'validation.too_many_questions',
    });
    expect(
      await refusal(
        gameForm(indexes, [
          textQuestion('sc', [0, 1]),
          textQuestion('mc', [3]),
          textQuestion('moc', [0, 1]),
          textQuestion('sc', [0], { label_en: 'Why', choice_values: [] }),
        ]),
      ),
    ).toEqual({
      'questions_answers[0].data.correction_ids': 'validation.correction_single',
      'questions_answers[1].data.correction_ids': 'validation.correction_out_of_range',
      'questions_answers[2].data.correction_ids': 'validation.correction_order_invalid',
      'questions_answers[3].data.label_en': 'validation.text_too_short',
      'questions_answers[3].data.choice_values': 'validation.choice_required',
      'questions_answers[3].data.choice_values_en': 'validation.choices_count_mismatch',
      'questions_answers[3].data.correction_ids': 'validation.correction_out_of_range',
    });
    const pictureQuestion = {
      type: 'psc',
      data: {
        type: 'psc',
        label: 'Quel drapeau ?',
        label_en: 'Which flag?',
        choice_values: ['flag_a', 'flag_missing'],
        choice_values_en: [],
        correction_ids: [0],
      },
    };
    expect(
      await refusal(gameForm(indexes, [pictureQuestion], { flag_a: await picture('png') })),
    ).toEqual({ 'questions_answers[0].data.choice_values': 'validation.picture_required' });
    expect(await refusal(gameForm(indexes, undefined, { cover: svgPicture }))).toEqual({
      cover: 'validation.picture_invalid',
    });
    // A refused picture after a good one: the good one is not kept either.
    const media = await t.app.db.selectFrom('media_objects').select('key').execute();
    expect(
      await refusal(
        gameForm(indexes, [pictureQuestion], {
          cover: await picture('png'),
          flag_a: await picture('png'),
          flag_missing: svgPicture,
        }),
      ),
    ).toEqual({ flag_missing: 'validation.picture_invalid' });
    expect(await gamesSnapshot(t.app)).toEqual(before);
    expect(await t.app.db.selectFrom('media_objects').select('key').execute()).toEqual(media);
  });

  it('lists newest first by pages of 10 and searches titles ignoring case and accents', async () => {
    await newGame(client, [indexes[0]], { title_fr: 'Élèves célèbres', title_en: 'Famous pupils' });
    const total = (await gamesSnapshot(t.app)).games.length;
    const first = (await client.json('GET', gamesApi.list(1))).json();
    expect(first.num_pages).toBe(Math.ceil(total / 10));
    expect(first.num_results).toBe(total);
    expect(first.list[0].title_fr).toBe('Élèves célèbres');
    const past = await client.json('GET', gamesApi.list(first.num_pages + 1));
    expect(past.json()).toEqual({ list: [], num_pages: first.num_pages, num_results: total });

    const found = (await client.json('GET', gamesApi.search('ELEVES CELEB', 1))).json();
    expect(found).toMatchObject({ num_pages: 1, num_results: 1 });
    expect(found.list.map((g: { title_en: string }) => g.title_en)).toEqual(['Famous pupils']);
    const percent = (await client.json('GET', gamesApi.search('100%', 1))).json();
    expect(percent).toEqual({ list: [], num_pages: 0, num_results: 0 });
  });

  it('sorts and filters the list and the search on the columns the console offers', async () => {
    await newGame(client, [indexes[0]], {
      title_fr: 'Zèbres, animaux du Nord',
      title_en: 'Zebras, animals of the North',
    });
    await newGame(client, [indexes[0]], {
      title_fr: 'éléphants, animaux du Sud',
      title_en: 'elephants, animals of the South',
    });
    const stopped = await newGame(client, [indexes[0]], { title_fr: 'Oiseaux', title_en: 'Birds' });
    await client.json('PUT', gamesApi.deactivate(stopped.id));
    const titles = async (url: string) =>
      ((await client.json('GET', url)).json() as { list: { title_fr: string }[] }).list.map(
        (game) => game.title_fr,
      );
    const everyTitle = (await gamesSnapshot(t.app)).games.length;
    const byTitle: string[] = [];
    for (let page = 1; page <= Math.ceil(everyTitle / 10); page += 1) {
      byTitle.push(...(await titles(gamesApi.list(page, { sort: 'title_fr', order: 'asc' }))));
    }
    // Accents and case do not count: "éléphants" sorts among the e's, "Zèbres" last.
    // Initials only: how the rest sorts (spaces, punctuation) is the database's collation.
    const initials = byTitle.map((title) => searchText(title).charAt(0));
    expect(initials).toEqual([...initials].sort());
    expect(byTitle.indexOf('éléphants, animaux du Sud')).toBeLessThan(byTitle.indexOf('Oiseaux'));
    expect(byTitle.at(-1)).toBe('Zèbres, animaux du Nord');

    const english = await titles(
      gamesApi.search('animaux', 1, { sort: 'title_en', order: 'desc' }),
    );
    expect(english).toEqual(['Zèbres, animaux du Nord', 'éléphants, animaux du Sud']);
    const inactive = (await client.json('GET', gamesApi.list(1, { status: 'inactive' }))).json();
    expect(inactive.list.map((game: { title_fr: string }) => game.title_fr)).toContain('Oiseaux');
    expect(inactive.list.every((game: { is_active: boolean }) => !game.is_active)).toBe(true);
    const active = (
      await client.json('GET', gamesApi.search('oiseaux', 1, { status: 'active' }))
    ).json();
    expect(active).toEqual({ list: [], num_pages: 0, num_results: 0 });

    // A category: the games filed under one index, counted, and searched within.
    const filed = await newGame(client, [indexes[1]], {
      title_fr: 'Fleuves du Cameroun',
      title_en: 'Rivers of Cameroon',
    });
    const underIndex = (
      await client.json('GET', gamesApi.list(1, { game_index_id: indexes[1] }))
    ).json();
    const filedCount = await t.app.db
      .selectFrom('game_game_indexes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('game_index_id', '=', indexes[1])
      .executeTakeFirstOrThrow();
    expect(underIndex.num_results).toBe(Number(filedCount.n));
    expect(underIndex.list.map((game: { id: number }) => game.id)).toContain(filed.id);
    expect(
      underIndex.list.every((game: { indexes: { id: number }[] }) =>
        game.indexes.some((index) => index.id === indexes[1]),
      ),
    ).toBe(true);
    expect(await titles(gamesApi.search('animaux', 1, { game_index_id: indexes[1] }))).toEqual([]);
    for (const url of [
      '/api/admin/games/management/?option=games&stepper=1&sort=manager',
      '/api/admin/games/management/?option=games&stepper=1&order=up',
      '/api/admin/games/search/x/1/?status=gone',
      '/api/admin/games/management/?option=games&stepper=1&game_index_id=zero',
    ]) {
      expect((await client.json('GET', url)).statusCode, url).toBe(400);
    }
  });

  it('answers 400 or 404 to bad reads, never 500', async () => {
    const bad = [
      '/api/admin/games/management/?option=games',
      '/api/admin/games/management/?option=game',
      '/api/admin/games/management/?option=dance',
      '/api/admin/games/management/?option=games&stepper=0',
      '/api/admin/games/management/?option=game&game_id=99999999999999999999',
      '/api/admin/games/search/x/0/',
    ];
    for (const url of bad) {
      const res = await client.json('GET', url);
      expect(res.statusCode, url).toBe(400);
    }
    const missing = await client.json('GET', gamesApi.details(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status_message: 'INVALID_GAME' });
  });

  it('deactivates and reactivates a game: out of the catalogue at once, both in the audit trail', async () => {
    const boss = await newManager(t.app, 'games.boss@example.cm', 'supermanager');
    const bossClient = managerClient(t.app, boss.headers);
    const game = await newGame(client, [indexes[0]]);
    await expectInCatalogue(t.app, game.id, true);

    const off = await bossClient.json('PUT', gamesApi.deactivate(game.id));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().game).toMatchObject({
      id: game.id,
      is_active: false,
      deactivated_at: expect.any(String),
      manager: { id: maker.id },
      deactivator: { id: boss.id, first_name: 'supermanager' },
    });
    await expectInCatalogue(t.app, game.id, false);
    // Twice: nothing more happens.
    const again = await bossClient.json('PUT', gamesApi.deactivate(game.id));
    expect(again.json().game).toEqual(off.json().game);

    const on = await client.json('PUT', gamesApi.reactivate(game.id));
    expect(on.json().game).toMatchObject({ is_active: true, deactivator: { id: boss.id } });
    await expectInCatalogue(t.app, game.id, true);
    expect((await auditOf(t.app, 'games', game.id)).map((e) => [e.action, e.manager_id])).toEqual([
      ['create', maker.id],
      ['deactivate', boss.id],
      ['reactivate', maker.id],
    ]);
    const unknown = await client.json('PUT', gamesApi.deactivate(999_999));
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a play running on a game finish once the game is deactivated; no new play starts', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const game = await newGame(client, [indexes[0]], {
      questions_answers: JSON.stringify([textQuestion('sc', [1]), textQuestion('sc', [2])]),
    });
    const { access } = await newPlayer(t.app, 'late.player@example.cm');
    const play = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    let message = await play.next();
    expect(message).toMatchObject({ status_message: 'OK', type: 'start_play' });
    expect((await client.json('PUT', gamesApi.deactivate(game.id))).statusCode).toBe(200);

    // The right choices by their text: each play shows the choices in its own order.
    for (const right of ['Yaounde', 'Bafoussam']) {
      const { current_question_id, question } = message.data;
      const value = [question.choice_values_en.indexOf(right)];
      play.send({
        type: 'update',
        question_id: current_question_id,
        answer_id: question.answer_id,
        value,
      });
      expect(await play.next()).toMatchObject({ type: 'answer_saved' });
      play.send({
        type: 'termination',
        question_id: current_question_id,
        answer_id: question.answer_id,
      });
      message = await play.next();
    }
    expect(message).toMatchObject({ status_message: 'OK', data: { play: { note: 2 } } });
    play.close();

    const refused = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    expect(await refused.next()).toMatchObject({ status_message: 'INACTIVE_GAME', type: 'error' });
    refused.close();
  });

  it('lets no payments manager nor player change a game', async () => {
    const game = await newGame(client, [indexes[0]]);
    const payments = await newManager(t.app, 'games.payments@example.cm', 'paymentsmanager');
    const before = await gamesSnapshot(t.app);
    const refused = await managerClient(t.app, payments.headers).json(
      'PUT',
      gamesApi.deactivate(game.id),
    );
    expect(refused.statusCode).toBe(403);
    const form = await managerClient(t.app, payments.headers).form(
      'POST',
      gamesApi.create(),
      gameForm(indexes),
    );
    expect(form.statusCode).toBe(403);
    expect(await gamesSnapshot(t.app)).toEqual(before);
  });
});
