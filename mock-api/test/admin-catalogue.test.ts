import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInCatalogue, newGame, twoIndexes } from './helpers/admin-games';
import { auditOf, picture, pictureSize, svgPicture } from './helpers/ads';
import { buildTestApp, type TestApp } from './helpers/app';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';

const { gameIndexes, badgeTypes, quotes } = api.admin.super;

const indexForm = (overrides: Record<string, unknown> = {}) =>
  ({
    code: 'sport',
    label_en: 'Sport',
    label_fr: 'Sport',
    cover_description_en: 'Football, athletics and more',
    cover_description_fr: 'Football, athlétisme et plus',
    ...overrides,
  }) as Record<string, string>;

const badgeForm = (overrides: Record<string, unknown> = {}) =>
  ({
    type: 'plays',
    code_en: 'REGULAR',
    code_fr: 'HABITUE',
    title_en: 'Regular player',
    title_fr: 'Joueur assidu',
    description_en: 'Played ten quizzes',
    description_fr: 'A joué dix quiz',
    weight: '3',
    color: 'silver',
    threshold: '10',
    number_of_units: '2',
    ...overrides,
  }) as Record<string, string>;

describe('game indexes, badge types and quotes management', () => {
  let t: TestApp;
  let boss: Awaited<ReturnType<typeof newManager>>;
  let client: ManagerClient;

  beforeAll(async () => {
    t = await buildTestApp();
    boss = await newManager(t.app, 'catalogue.boss@example.cm', 'supermanager');
    client = managerClient(t.app, boss.headers);
  });
  afterAll(() => t.close());

  const playerIndexes = async () =>
    (await t.app.inject({ method: 'GET', url: api.games.indexes() })).json();

  it('adds a game index with its pictures, seen by players at once, in the audit trail', async () => {
    const res = await client.form('POST', gameIndexes.create(), {
      ...indexForm(),
      icon: await picture('png', 300, 300),
      cover_image: await picture('jpeg', 1600, 900),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { game_index } = res.json();
    expect(game_index).toMatchObject({
      code: 'sport',
      label_fr: 'Sport',
      image: null,
      number_of_quizzes: 0,
    });
    expect(await pictureSize(t.app, game_index.icon)).toEqual({
      width: 128,
      height: 128,
      format: 'webp',
    });
    expect(await pictureSize(t.app, game_index.cover_image)).toMatchObject({
      width: 960,
      height: 540,
    });
    const listed = await playerIndexes();
    expect(listed.indexes.map((i: { code: string }) => i.code)).toContain('sport');
    expect((await auditOf(t.app, 'game_indexes', game_index.id))[0]).toMatchObject({
      manager_id: boss.id,
      action: 'create',
    });

    const edited = await client.form('PUT', gameIndexes.update(game_index.id), {
      ...indexForm({ label_en: 'Sports' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // No new picture sent: the icon stays.
    expect(edited.json().game_index).toMatchObject({ label_en: 'Sports', icon: game_index.icon });
  });

  it('refuses a bad index form field by field, a taken code, an SVG, and the maximum', async () => {
    const before = (await playerIndexes()).indexes.length;
    const empty = await client.form(
      'POST',
      gameIndexes.create(),
      indexForm({ code: ' ', label_fr: '' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { code: 'validation.required', label_fr: 'validation.required' },
    });
    const taken = await client.form('POST', gameIndexes.create(), indexForm({ code: 'SPORT' }));
    expect(taken.json()).toMatchObject({ errors: { code: 'validation.code_taken' } });
    const svg = await client.form('POST', gameIndexes.create(), {
      ...indexForm({ code: 'svg' }),
      icon: svgPicture,
    });
    expect(svg.json()).toMatchObject({ errors: { icon: 'validation.picture_invalid' } });
    const modified = await client.form('PUT', gameIndexes.update(999_999), indexForm());
    expect(modified.statusCode).toBe(404);

    await t.app.db
      .insertInto('settings')
      .values({ key: 'max_game_indexes', value: String(before) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(before) }))
      .execute();
    const full = await client.form(
      'POST',
      gameIndexes.create(),
      indexForm({ code: 'one-too-many' }),
    );
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { index: 'validation.max_reached' },
    });
    await t.app.db.deleteFrom('settings').where('key', '=', 'max_game_indexes').execute();
    expect((await playerIndexes()).indexes).toHaveLength(before);
  });

  it('removes an index only once no active game uses it', async () => {
    const [history] = await twoIndexes(t.app);
    const games = managerClient(t.app, boss.headers);
    const game = await newGame(games, [history]);
    const refused = await client.json('DELETE', gameIndexes.remove(history));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status_message: 'NOT_ALLOWED',
      errors: { index: 'validation.index_in_use' },
    });
    await games.json('PUT', api.admin.games.deactivate(game.id));
    const removed = await client.json('DELETE', gameIndexes.remove(history));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await playerIndexes()).indexes.map((i: { id: number }) => i.id)).not.toContain(history);
    const details = (await games.json('GET', api.admin.games.details(game.id))).json().game;
    expect(details.indexes).toEqual([]);
    expect((await client.json('DELETE', gameIndexes.remove(history))).statusCode).toBe(404);
  });

  it('adds, edits, deactivates and reactivates a badge type; an unknown rule is refused', async () => {
    const created = await client.form('POST', badgeTypes.create(), {
      ...badgeForm(),
      image: await picture('png', 600, 600),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { badge_type } = created.json();
    expect(badge_type).toMatchObject({
      type: 'plays',
      threshold: 10,
      number_of_units: 2,
      weight: 3,
      color: 'silver',
      is_active: true,
      icon: null,
    });
    expect(await pictureSize(t.app, badge_type.image)).toMatchObject({ width: 480, height: 480 });

    const unknown = await client.form('POST', badgeTypes.create(), badgeForm({ type: 'dance' }));
    expect(unknown.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { type: 'validation.badge_rule_invalid' },
    });
    const bad = await client.form(
      'POST',
      badgeTypes.create(),
      badgeForm({ color: 'pink', weight: '-1' }),
    );
    expect(bad.json()).toMatchObject({
      errors: { color: 'validation.color_invalid', weight: 'validation.integer_invalid' },
    });

    const off = await client.json('PUT', badgeTypes.deactivate(badge_type.id));
    expect(off.json().badge_type.is_active).toBe(false);
    let list = (await client.json('GET', badgeTypes.list())).json();
    expect(list.inactives.map((b: { id: number }) => b.id)).toContain(badge_type.id);
    const players = (
      await t.app.inject({ method: 'GET', url: api.badges.types('actives') })
    ).json();
    expect(players.actives.map((b: { id: number }) => b.id)).not.toContain(badge_type.id);

    const on = await client.json('PUT', badgeTypes.activate(badge_type.id));
    expect(on.json().badge_type.is_active).toBe(true);
    const edited = await client.form(
      'PUT',
      badgeTypes.update(badge_type.id),
      badgeForm({ title_en: 'Loyal player' }),
    );
    expect(edited.json().badge_type).toMatchObject({
      title_en: 'Loyal player',
      image: badge_type.image,
    });
    list = (await client.json('GET', badgeTypes.list())).json();
    expect(list.actives.find((b: { id: number }) => b.id === badge_type.id)?.title_en).toBe(
      'Loyal player',
    );
    expect((await auditOf(t.app, 'badge_types', badge_type.id)).map((e) => e.action)).toEqual([
      'create',
      'deactivate',
      'activate',
      'update',
    ]);
    const noId = await client.json('PUT', '/api/admin/super/badge-types/?action=activate');
    expect(noId.statusCode).toBe(400);
  });

  it('pages quotes, edits them, and removing one leaves its games without a quote', async () => {
    const created = await client.json('POST', quotes.create(), {
      author: 'Mongo Beti',
      quote_en: 'The river does not go back to its source.',
      quote_fr: 'Le fleuve ne remonte pas à sa source.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { quote } = created.json();
    const page = (await client.json('GET', quotes.list(1))).json();
    expect(page).toMatchObject({ number_of_pages: 1, max: 200 });
    expect(page.quotes[0]).toEqual(quote);

    const refused = await client.json('POST', quotes.create(), {
      author: '',
      quote_en: 'x',
      quote_fr: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['author', 'quote_fr']);
    const edited = await client.json('PUT', quotes.update(quote.id), {
      ...quote,
      author: 'Mongo Béti',
    });
    expect(edited.json().quote.author).toBe('Mongo Béti');

    const index: number = (await playerIndexes()).indexes[0].id;
    const game = await newGame(managerClient(t.app, boss.headers), [index], {
      quote_id: String(quote.id),
    });
    expect(game.quote?.author).toBe('Mongo Béti');
    expect((await client.json('DELETE', quotes.remove(quote.id))).statusCode).toBe(200);
    const after = (await client.json('GET', api.admin.games.details(game.id))).json().game;
    expect(after.quote).toBeNull();
    await expectInCatalogue(t.app, game.id, true);
    expect((await client.json('DELETE', quotes.remove(quote.id))).statusCode).toBe(404);
    expect((await client.json('GET', '/api/admin/super/quotes/?step=0')).statusCode).toBe(400);
  });

  it('lets no games or payments manager change the catalogue', async () => {
    for (const role of ['gamesmanager', 'paymentsmanager'] as const) {
      const other = await newManager(t.app, `${role}.catalogue@example.cm`, role);
      const them = managerClient(t.app, other.headers);
      expect(
        (await them.form('POST', gameIndexes.create(), indexForm({ code: role }))).statusCode,
      ).toBe(403);
      expect(
        (await them.json('POST', quotes.create(), { author: 'A', quote_en: 'B', quote_fr: 'C' }))
          .statusCode,
      ).toBe(403);
      expect((await them.form('POST', badgeTypes.create(), badgeForm())).statusCode).toBe(403);
    }
  });
});
