import type { AdminGameDetail } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import {
  expectInCatalogue,
  gameForm,
  gamesApi,
  gamesSnapshot,
  newGame,
  playerGameIds,
  textQuestion,
  twoIndexes,
} from './helpers/admin-games';
import { auditOf, picture, pictureSize } from './helpers/ads';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import type { FilePart } from './helpers/form-data';
import { userId } from './helpers/games';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';
import { type Message, PlayClient } from './helpers/socket';

/*
 * Games that can be fixed (domain/games/edit.ts): titles, labels, pictures,
 * explanations, indexes and quote in place at any time; choices and
 * corrections in place until the game is played, then as a new version that
 * new plays use while past plays, their reviews and the challenges started
 * before (their later joiners too) keep theirs. Explanations reach players
 * with the corrections only.
 */

const capital = (overrides: Record<string, unknown> = {}) => textQuestion('sc', [1], overrides);
const river = (overrides: Record<string, unknown> = {}) =>
  textQuestion('mc', [0, 2], {
    label: 'Quels fleuves coulent au Cameroun ?',
    label_en: 'Which rivers flow in Cameroon?',
    choice_values: ['Sanaga', 'Nil', 'Wouri'],
    choice_values_en: ['Sanaga', 'Nile', 'Wouri'],
    ...overrides,
  });

/** The edit form of a game: its fields as they are, with what the test changes. */
function editForm(
  game: AdminGameDetail,
  questions: unknown[],
  overrides: Record<string, string> = {},
) {
  return gameForm(
    game.indexes.map((index) => index.id),
    questions,
    { title_fr: game.title_fr, title_en: game.title_en, ...overrides },
  );
}

describe('editing a game', () => {
  let t: TestApp;
  let base: string;
  const clock = testClock();
  let client: ManagerClient;
  let indexes: [number, number];
  let players = 0;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000' }, clock });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const maker = await newManager(t.app, 'editor@example.cm', 'gamesmanager');
    client = managerClient(t.app, maker.headers);
    indexes = await twoIndexes(t.app);
  });
  afterAll(() => t.close());

  async function player() {
    players += 1;
    const email = `edit.player.${players}@example.cm`;
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    await t.app.db.updateTable('wallets').set({ credits: 20 }).where('user_id', '=', id).execute();
    return { access, id };
  }

  async function edit(game: AdminGameDetail, questions: unknown[], overrides = {}) {
    const res = await client.form(
      'PATCH',
      gamesApi.edit(game.id),
      editForm(game, questions, overrides),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().game as AdminGameDetail;
  }

  /**
   * Plays the quiz through over the play socket, choosing the first choice
   * on screen each time; answers the English choices served and the score.
   */
  async function play(access: string, gameId: number, challengeId?: number) {
    const socket = await PlayClient.open(base, {
      token: access,
      game_id: gameId,
      type: challengeId ? 'challenge' : 'solo',
      challenge_id: challengeId,
    });
    let message: Message = await socket.next();
    expect(message.type, JSON.stringify(message)).toBe('start_play');
    const served: string[][] = [];
    while (message.type === 'start_play' || message.type === 'next_question') {
      const { current_question_id, question } = message.data;
      served.push([...question.choice_values_en].sort());
      const ids = { question_id: current_question_id, answer_id: question.answer_id };
      socket.send({ type: 'update', ...ids, value: [0] });
      expect((await socket.next()).type).toBe('answer_saved');
      socket.send({ type: 'termination', ...ids });
      message = await socket.next();
    }
    expect(message.type).toBe('play_score');
    socket.close();
    return { served, score: message.data };
  }

  const soloPlayId = async (user: number, gameId: number) =>
    (
      await t.app.db
        .selectFrom('plays')
        .select('id')
        .where('user_id', '=', user)
        .where('game_id', '=', gameId)
        .executeTakeFirstOrThrow()
    ).id;

  async function soloResult(access: string, playId: number) {
    const res = await t.app.inject({
      url: `/api/games/result/solo/${playId}/`,
      headers: bearer(access),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('fixes the titles, labels and explanations of a game nobody played in place, in the audit trail', async () => {
    const game = await newGame(client, [indexes[0]], {
      questions_answers: JSON.stringify([capital(), river()]),
    });
    expect(game.version).toBe(1);
    expect(game.questions[0]).toMatchObject({ explanation_fr: null, explanation_en: null });
    const edited = await edit(
      game,
      [
        capital({
          label: 'Quelle est la capitale politique du Cameroun ?',
          explanation: '  Yaoundé est la capitale depuis 1922. ',
          explanation_en: 'Yaounde has been the capital since 1922.',
          choice_values: ['Douala', 'Yaoundé', 'Garoua'],
          choice_values_en: ['Douala', 'Yaounde', 'Garoua'],
        }),
        river({ correction_ids: [0] }),
      ],
      { title_fr: 'Les villes et fleuves', title_en: 'Cities and rivers' },
    );
    expect(edited).toMatchObject({
      id: game.id,
      version: 1,
      title_fr: 'Les villes et fleuves',
      title_en: 'Cities and rivers',
      number_of_questions: 2,
    });
    // Nobody played it: the same question rows, changed choices and corrections included.
    expect(edited.questions.map((q) => q.id)).toEqual(game.questions.map((q) => q.id));
    expect(edited.questions[0]).toMatchObject({
      label_fr: 'Quelle est la capitale politique du Cameroun ?',
      choice_values_en: ['Douala', 'Yaounde', 'Garoua'],
      explanation_fr: 'Yaoundé est la capitale depuis 1922.',
      explanation_en: 'Yaounde has been the capital since 1922.',
    });
    expect(edited.questions[1]?.correction_ids).toEqual([0]);
    const details = await client.json('GET', gamesApi.details(game.id));
    expect(details.json()).toEqual({ game: edited });

    const [, entry] = await auditOf(t.app, 'games', game.id);
    expect(entry).toMatchObject({ action: 'update', before: { title_en: 'Cities of Cameroon' } });
    expect(entry?.after).toMatchObject({
      title_en: 'Cities and rivers',
      version: 1,
      question_1:
        'Quelle est la capitale politique du Cameroun ? / What is the capital city of Cameroon? · ' +
        'Douala, Yaoundé ✓, Garoua · Yaoundé est la capitale depuis 1922. / Yaounde has been the capital since 1922.',
      question_2:
        'Quels fleuves coulent au Cameroun ? / Which rivers flow in Cameroon? · Sanaga ✓, Nil, Wouri',
    });
    expect(entry?.before.question_2).toContain('Sanaga ✓, Nil, Wouri ✓');
  });

  it('changes the cover and keeps the pictures the form does not replace', async () => {
    const created = await client.form(
      'POST',
      gamesApi.create(),
      gameForm(
        [indexes[0]],
        [
          {
            type: 'psc',
            data: {
              type: 'psc',
              label: 'Quel drapeau est vert ?',
              label_en: 'Which flag is green?',
              choice_values: ['flag_a', 'flag_b'],
              choice_values_en: [],
              correction_ids: [0],
            },
          },
        ],
        {
          cover: await picture('png'),
          qst_illustration_0: await picture('png'),
          flag_a: await picture('png', 300, 300),
          flag_b: await picture('png', 300, 300),
        },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const game = created.json().game as AdminGameDetail;
    const [question] = game.questions;
    const [first, second] = question?.choice_values_fr ?? [];
    const res = await client.form('PATCH', gamesApi.edit(game.id), {
      ...editForm(game, [
        {
          type: 'psc',
          data: {
            type: 'psc',
            label: 'Quel drapeau est bien vert ?',
            label_en: 'Which flag is green?',
            // The first picture as the details showed it, a new one in place of the second.
            choice_values: [first, 'flag_c'],
            choice_values_en: [],
            correction_ids: [1],
          },
        },
      ]),
      cover: await picture('jpeg', 1200, 900),
      flag_c: await picture('webp', 300, 300),
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().game as AdminGameDetail;
    expect(edited.cover).not.toBe(game.cover);
    expect(await pictureSize(t.app, edited.cover as string)).toMatchObject({ width: 960 });
    expect(edited.questions[0]?.illustration).toBe(question?.illustration);
    expect(edited.questions[0]?.choice_values_fr[0]).toBe(first);
    expect(edited.questions[0]?.choice_values_fr[1]).not.toBe(second);
    expect(edited.questions[0]?.choice_values_fr[1]).toMatch(/^\/media\/games\/.+\.webp$/);

    // A picture that is neither a file of the form nor one of the question's is refused on its field.
    const refused = await client.form('PATCH', gamesApi.edit(game.id), {
      ...editForm(game, [
        {
          type: 'psc',
          data: {
            type: 'psc',
            label: 'Quel drapeau est bien vert ?',
            label_en: 'Which flag is green?',
            choice_values: [first, '/media/games/somebody-else.webp'],
            choice_values_en: [],
            correction_ids: [1],
          },
        },
      ]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'questions_answers[0].data.choice_values': 'validation.picture_required',
    });
  });

  it('changes the quote and takes the cover away, each in the audit trail', async () => {
    const [kourouma, beti] = await t.app.db
      .insertInto('quotes')
      .values([
        { author: 'Ahmadou Kourouma', quote_en: 'One', quote_fr: 'Un' },
        { author: 'Mongo Beti', quote_en: 'Two', quote_fr: 'Deux' },
      ])
      .returning('id')
      .execute();
    const created = await client.form('POST', gamesApi.create(), {
      ...gameForm([indexes[0]], [capital()]),
      quote_id: String(kourouma?.id),
      cover: await picture('png'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const game = created.json().game as AdminGameDetail;
    expect(game.quote?.id).toBe(kourouma?.id);
    expect(game.cover).toMatch(/^\/media\/games\//);

    // A new cover with remove_cover, or remove_cover saying anything but true: refused, nothing changes.
    const before = await gamesSnapshot(t.app);
    for (const form of [
      { ...editForm(game, [capital()]), remove_cover: 'true', cover: await picture('png') },
      { ...editForm(game, [capital()]), remove_cover: 'yes' },
    ]) {
      const res = await client.form('PATCH', gamesApi.edit(game.id), form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status_message: 'NOT_MODIFIED',
        errors: { remove_cover: 'validation.value_invalid' },
      });
    }
    expect(await gamesSnapshot(t.app)).toEqual(before);

    const edited = await edit(game, [capital()], {
      quote_id: String(beti?.id),
      remove_cover: 'true',
    });
    expect(edited.cover).toBeNull();
    expect(edited.quote).toEqual({
      id: beti?.id,
      author: 'Mongo Beti',
      quote_en: 'Two',
      quote_fr: 'Deux',
    });
    // Another edit without remove_cover or quote_id keeps both as they are.
    const again = await edit(edited, [capital()], { title_en: 'Cities of Cameroon, again' });
    expect(again).toMatchObject({ cover: null, quote: { id: beti?.id } });

    const [, entry] = await auditOf(t.app, 'games', game.id);
    expect(entry).toMatchObject({
      action: 'update',
      // The trail keeps the media key the URL ends with.
      before: {
        cover: game.cover?.replace(/^\/media\//, ''),
        quote: { author: 'Ahmadou Kourouma' },
      },
      after: { cover: null, quote: { author: 'Mongo Beti' } },
    });
  });

  it('refuses, field by field, an edit the rules refuse, and changes nothing', async () => {
    const game = await newGame(client, [indexes[0]], {
      questions_answers: JSON.stringify([capital(), river()]),
    });
    const before = await gamesSnapshot(t.app);
    const cases: [Record<string, string | FilePart>, Record<string, string>][] = [
      [editForm(game, [capital()]), { questions_answers: 'validation.questions_fixed' }],
      [editForm(game, [river(), capital()]), { questions_answers: 'validation.questions_fixed' }],
      [
        editForm(game, [capital(), river()], { title_fr: 'Vu' }),
        { title_fr: 'validation.text_too_short' },
      ],
      [
        editForm(game, [capital({ explanation_en: 'x'.repeat(1001) }), river()]),
        { 'questions_answers[0].data.explanation_en': 'validation.text_too_long' },
      ],
      [
        editForm(game, [capital(), river({ correction_ids: [7] })]),
        { 'questions_answers[1].data.correction_ids': 'validation.correction_out_of_range' },
      ],
      [
        { ...editForm(game, [capital(), river()]), quote_id: '999999' },
        { quote_id: 'validation.id_invalid' },
      ],
      [
        { ...editForm(game, [capital(), river()]), indexes: '[999999]' },
        { indexes: 'validation.id_invalid' },
      ],
    ];
    for (const [form, errors] of cases) {
      const res = await client.form('PATCH', gamesApi.edit(game.id), form);
      expect(res.statusCode, JSON.stringify(errors)).toBe(400);
      expect(res.json()).toEqual({ status_message: 'NOT_MODIFIED', errors });
    }
    const unknown = await client.form(
      'PATCH',
      gamesApi.edit(999_999),
      editForm(game, [capital(), river()]),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status_message).toBe('INVALID_GAME');
    expect(await gamesSnapshot(t.app)).toEqual(before);
  });

  it('lets games managers and super managers edit, and nobody else', async () => {
    const game = await newGame(client, [indexes[0]]);
    const form = editForm(game, [capital()], { title_en: 'Cities of Cameroon, fixed' });
    const who = {
      payments: (await newManager(t.app, 'edit.payments@example.cm', 'paymentsmanager')).headers,
      'not admin': (
        await newManager(t.app, 'edit.former@example.cm', 'supermanager', { isAdmin: false })
      ).headers,
      player: bearer((await player()).access),
      visitor: {},
    };
    const before = await gamesSnapshot(t.app);
    for (const [name, headers] of Object.entries(who)) {
      const res = await managerClient(t.app, headers).form('PATCH', gamesApi.edit(game.id), form);
      expect(res.statusCode, name).toBe(name === 'visitor' ? 401 : 403);
    }
    expect(await gamesSnapshot(t.app)).toEqual(before);
    const boss = await newManager(t.app, 'edit.super@example.cm', 'supermanager');
    const res = await managerClient(t.app, boss.headers).form(
      'PATCH',
      gamesApi.edit(game.id),
      form,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().game.title_en).toBe('Cities of Cameroon, fixed');
  });

  it('makes a new version when a played game changes its choices: past plays keep theirs, new plays get it', async () => {
    const game = await newGame(client, [indexes[0]], {
      questions_answers: JSON.stringify([
        capital({ explanation: 'Depuis 1922.', explanation_en: 'Since 1922.' }),
        river(),
      ]),
    });
    await expectInCatalogue(t.app, game.id, true);
    const early = await player();
    const first = await play(early.access, game.id);
    expect(first.served).toEqual([
      ['Bafoussam', 'Douala', 'Yaounde'],
      ['Nile', 'Sanaga', 'Wouri'],
    ]);
    // After the solo the explanation comes with the correction.
    const firstAnswer = first.score.play.answers[0].related_question;
    expect(firstAnswer).toMatchObject({
      explanation_fr: 'Depuis 1922.',
      explanation_en: 'Since 1922.',
    });
    expect(firstAnswer.correction_ids).toHaveLength(1);

    // A typo fixed in a label, on a played game: in place, no new version.
    const typo = await edit(game, [
      capital({
        label: 'Quelle est la capitale du Cameroun ?!',
        explanation: 'Depuis 1922.',
        explanation_en: 'Since 1922.',
      }),
      river(),
    ]);
    expect(typo.version).toBe(1);
    expect(typo.questions.map((q) => q.id)).toEqual(game.questions.map((q) => q.id));

    // New choices and corrections on a played game: a new version, and a new title.
    const v2 = await edit(
      typo,
      [
        capital({
          choice_values: ['Yaoundé', 'Kribi', 'Limbé'],
          choice_values_en: ['Yaounde', 'Kribi', 'Limbe'],
          correction_ids: [0],
          explanation: 'Yaoundé, depuis 1922.',
          explanation_en: 'Yaounde, since 1922.',
        }),
        river(),
      ],
      { title_en: 'Cities of Cameroon (new)', title_fr: 'Les villes du Cameroun (nouveau)' },
    );
    expect(v2.version).toBe(2);
    expect(v2.number_of_questions).toBe(2);
    expect(v2.questions.map((q) => q.rank)).toEqual([1, 2]);
    expect(v2.questions.some((q) => game.questions.some((old) => old.id === q.id))).toBe(false);
    expect(v2.questions[0]?.choice_values_en).toEqual(['Yaounde', 'Kribi', 'Limbe']);
    const [, , entry] = await auditOf(t.app, 'games', game.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { version: 1 },
      after: { version: 2 },
    });

    // A new player is served the new version.
    const late = await player();
    const second = await play(late.access, game.id);
    expect(second.served).toEqual([
      ['Kribi', 'Limbe', 'Yaounde'],
      ['Nile', 'Sanaga', 'Wouri'],
    ]);
    expect(second.score.play.answers[0].related_question.explanation_en).toBe(
      'Yaounde, since 1922.',
    );

    // The early player's result keeps the questions they played, under the game's new title.
    const result = await soloResult(early.access, await soloPlayId(early.id, game.id));
    expect(result.game.title_en).toBe('Cities of Cameroon (new)');
    const review = result.play.answers.map(
      (a: { related_question: { choice_values_en: string[] } }) =>
        [...a.related_question.choice_values_en].sort(),
    );
    expect(review).toEqual(first.served);
    expect(result.play.answers[0].related_question).toMatchObject({
      label_fr: 'Quelle est la capitale du Cameroun ?!',
      explanation_en: 'Since 1922.',
    });
    // The new title where players see the game.
    expect(await playerGameIds(t.app)).toContain(game.id);
    const list = await t.app.inject({ url: api.games.list({ type: 'latest', page: 1, size: 50 }) });
    const card = (list.json().list as { id: number }[]).find((one) => one.id === game.id);
    expect(card).toMatchObject({ title_en: 'Cities of Cameroon (new)', number_of_questions: 2 });
  });

  it('serves a running play the label fixed meanwhile, and a new version to new plays only', async () => {
    const game = await newGame(client, [indexes[0]], {
      questions_answers: JSON.stringify([capital(), river()]),
    });
    await expectInCatalogue(t.app, game.id, true);
    // A play on its first question: its version's questions are read (and kept) now.
    const early = await player();
    const socket = await PlayClient.open(base, {
      token: early.access,
      game_id: game.id,
      type: 'solo',
    });
    const start = await socket.next();
    expect(start.type).toBe('start_play');

    // A typo fixed in place in the second question: the running play is served the fix.
    const fixed = 'Which rivers flow in Cameroon, fixed?';
    const typo = await edit(game, [capital(), river({ label_en: fixed })]);
    expect(typo.version).toBe(1);
    const ids = {
      question_id: start.data.current_question_id,
      answer_id: start.data.question.answer_id,
    };
    socket.send({ type: 'termination', ...ids });
    const second = await socket.next();
    expect(second.type).toBe('next_question');
    expect(second.data.question.label_en).toBe(fixed);
    expect([...second.data.question.choice_values_en].sort()).toEqual(['Nile', 'Sanaga', 'Wouri']);

    // New choices make a new version: new plays get it, the running play keeps its own.
    const v2 = await edit(typo, [
      capital(),
      river({ label_en: fixed, choice_values_en: ['Congo', 'Nile', 'Wouri'] }),
    ]);
    expect(v2.version).toBe(2);
    const late = await player();
    const played = await play(late.access, game.id);
    expect(played.served[1]).toEqual(['Congo', 'Nile', 'Wouri']);
    socket.send({
      type: 'termination',
      question_id: second.data.current_question_id,
      answer_id: second.data.question.answer_id,
    });
    const score = await socket.next();
    expect(score.type).toBe('play_score');
    expect([...score.data.play.answers[1].related_question.choice_values_en].sort()).toEqual([
      'Nile',
      'Sanaga',
      'Wouri',
    ]);
    socket.close();
  });

  it('keeps the version a challenge started on for its later joiners; explanations wait for it to close', async () => {
    const game = await newGame(client, [indexes[1]], {
      questions_answers: JSON.stringify([
        capital({ explanation: 'Depuis 1922.', explanation_en: 'Since 1922.' }),
      ]),
    });
    const starter = await player();
    const joiner = await player();
    const soloist = await player();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/games/challenge/start/',
      headers: bearer(starter.access),
      payload: { number_of_energies: 2, game_id: game.id, friends: [] },
    });
    expect(started.statusCode, started.body).toBe(201);
    const challengeId = started.json().challenge_id as number;
    // The starter plays at once, on version 1.
    const starterPlay = await play(starter.access, game.id, challengeId);
    expect(starterPlay.served).toEqual([['Bafoussam', 'Douala', 'Yaounde']]);

    const v2 = await edit(game, [
      capital({
        choice_values: ['Yaoundé', 'Kribi'],
        choice_values_en: ['Yaounde', 'Kribi'],
        correction_ids: [0],
        explanation: 'Toujours Yaoundé.',
        explanation_en: 'Yaounde still.',
      }),
    ]);
    expect(v2.version).toBe(2);

    // A later joiner of the open challenge gets the challenge's version; a solo, the new one.
    const joined = await play(joiner.access, game.id, challengeId);
    expect(joined.served).toEqual([['Bafoussam', 'Douala', 'Yaounde']]);
    const solo = await play(soloist.access, game.id);
    expect(solo.served).toEqual([['Kribi', 'Yaounde']]);

    // While the challenge is open, no explanation reaches anyone, a solo player included.
    const hidden = await soloResult(soloist.access, await soloPlayId(soloist.id, game.id));
    expect(hidden.play.corrections_hidden_until).not.toBeNull();
    expect(hidden.play.answers[0].related_question).not.toHaveProperty('explanation_en');
    expect(hidden.play.answers[0].related_question).not.toHaveProperty('explanation_fr');
    expect(joined.score.play.answers[0].related_question).not.toHaveProperty('explanation_fr');

    const { closes_at } = await t.app.db
      .selectFrom('challenges')
      .select('closes_at')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    clock.advance(Date.parse(closes_at) - clock.now().getTime() + 1000);
    await t.app.runPlayJobs();

    // Closed: each play shows the explanation of its own version.
    const after = await t.app.inject({
      url: `/api/games/challenge/result/${challengeId}/`,
      headers: bearer(joiner.access),
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().play.answers[0].related_question).toMatchObject({
      explanation_fr: 'Depuis 1922.',
      explanation_en: 'Since 1922.',
      choice_values_en: expect.arrayContaining(['Douala', 'Yaounde', 'Bafoussam']),
    });
    const shown = await soloResult(soloist.access, await soloPlayId(soloist.id, game.id));
    expect(shown.play.answers[0].related_question).toMatchObject({
      explanation_fr: 'Toujours Yaoundé.',
      explanation_en: 'Yaounde still.',
    });
  });
});
