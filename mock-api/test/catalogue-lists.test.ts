import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import {
  addChallenge,
  addGame,
  addIndex,
  addPlay,
  addPlays,
  addUser,
  addUsers,
  befriend,
  daysAgo,
  hoursAgo,
  refresh,
  userIdOf,
} from './helpers/catalogue';

/*
 * Game lists on a catalogue made for the purpose (days are creation ages):
 *   alpha [A] 10d, 4 plays a month ago (one by the viewer)
 *   beta [A,B] 5d, 2 plays yesterday
 *   gamma [B] 1d, no play
 *   delta [A] inactive, 5 plays yesterday: never listed
 *   epsilon [B] 20d, 1 play 40 days ago
 *   zeta [C] 3d, no play
 *   eta [A] 4d, 3 plays 50 days ago
 * The viewer prefers B and played alpha; their friend started a challenge on
 * zeta an hour ago and another friend one on gamma two days ago; a stranger
 * one on eta.
 */
describe('game lists', () => {
  let t: TestApp;
  let access: string;
  const g: Record<string, number> = {};
  const ix: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.db;
    ({ access } = await newPlayer(t.app, 'viewer@example.cm'));
    const viewer = await userIdOf(db, 'viewer@example.cm');
    for (const name of ['A', 'B', 'C']) ix[name] = await addIndex(db, name);
    const game = async (title: string, indexes: string[], age: number, active = true) => {
      g[title] = await addGame(db, {
        title_en: title,
        indexIds: indexes.map((name) => ix[name] ?? 0),
        createdAt: daysAgo(age),
        active,
        quote: { quote_en: `${title} quote`, quote_fr: `Citation ${title}`, author: 'Mongo Beti' },
      });
      return g[title] ?? 0;
    };
    const players = await addUsers(db, 'player', 5);
    await addPlays(
      db,
      await game('alpha', ['A'], 10),
      [...players.slice(0, 3), viewer],
      daysAgo(30),
    );
    await addPlays(db, await game('beta', ['A', 'B'], 5), players.slice(0, 2), daysAgo(1));
    await game('gamma', ['B'], 1);
    await addPlays(db, await game('delta', ['A'], 2, false), players, daysAgo(1));
    await addPlays(db, await game('epsilon', ['B'], 20), players.slice(0, 1), daysAgo(40));
    await game('zeta', ['C'], 3);
    await addPlays(db, await game('eta', ['A'], 4), players.slice(0, 3), daysAgo(50));

    const [friend, otherFriend, stranger] = [
      await addUser(db, 'Friend'),
      await addUser(db, 'OtherFriend'),
      await addUser(db, 'Stranger'),
    ];
    await befriend(db, viewer, friend);
    await befriend(db, otherFriend, viewer);
    await addChallenge(db, { gameId: g.zeta ?? 0, starterId: friend, createdAt: hoursAgo(1) });
    await addChallenge(db, {
      gameId: g.gamma ?? 0,
      starterId: otherFriend,
      createdAt: daysAgo(2),
      closed: true,
    });
    await addChallenge(db, { gameId: g.eta ?? 0, starterId: stranger, createdAt: hoursAgo(2) });
    const prefer = await t.app.inject({
      method: 'PUT',
      url: `/api/games/preference/${ix.B}/switch/`,
      headers: bearer(access),
    });
    expect(prefer.json().prefered).toBe(true);
    refresh(t.app);
  });
  afterAll(() => t.close());

  const list = async (path: string, token?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/get/${path}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = (body: { list: { title_en: string }[] }) => body.list.map((x) => x.title_en);

  it('orders by creation for latest, active games only', async () => {
    const body = await list('latest/1/10/');
    expect(titles(body)).toEqual(['gamma', 'zeta', 'eta', 'beta', 'alpha', 'epsilon']);
    expect(body.number_of_pages).toBe(1);
  });

  it('ranks trending by plays of the last 7 days, ties to the newest', async () => {
    expect(titles(await list('trending/1/10/'))).toEqual([
      'beta',
      'gamma',
      'zeta',
      'eta',
      'alpha',
      'epsilon',
    ]);
  });

  it('ranks popular by plays ever and non_popular the other way, ties to the newest', async () => {
    expect(titles(await list('popular/1/10/'))).toEqual([
      'alpha',
      'eta',
      'beta',
      'epsilon',
      'gamma',
      'zeta',
    ]);
    expect(titles(await list('non_popular/1/10/'))).toEqual([
      'gamma',
      'zeta',
      'epsilon',
      'beta',
      'eta',
      'alpha',
    ]);
  });

  it('draws random pages from the active games', async () => {
    const all = await list('random/1/10/');
    expect(new Set(titles(all))).toEqual(
      new Set(['alpha', 'beta', 'gamma', 'epsilon', 'zeta', 'eta']),
    );
    const page = await list('random/3/2/');
    expect(page.list).toHaveLength(2);
    expect(page.number_of_pages).toBe(3);
    expect((await list('random/4/2/')).list).toEqual([]);
  });

  it('puts preferred indexes first, then indexes played, never a game played', async () => {
    expect(titles(await list('for_you/1/10/', access))).toEqual([
      'beta',
      'epsilon',
      'gamma',
      'eta',
      'zeta',
    ]);
    expect(titles(await list('for_you/1/10/'))).toEqual(titles(await list('popular/1/10/')));
  });

  it("lists games of friends' challenges, the latest first, and none for a visitor", async () => {
    expect(titles(await list('started_by_friends/1/10/', access))).toEqual(['zeta', 'gamma']);
    expect(await list('started_by_friends/1/10/')).toEqual({ list: [], number_of_pages: 0 });
  });

  it('filters by game index and refuses an unknown one', async () => {
    expect(titles(await list(`latest/1/10/?game_index_id=${ix.B}`))).toEqual([
      'gamma',
      'beta',
      'epsilon',
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/games/get/latest/1/10/?game_index_id=99999',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_message: 'INVALID_ID' });
  });

  it('pages from 1, with an empty page past the end', async () => {
    const second = await list('latest/2/4/');
    expect(titles(second)).toEqual(['alpha', 'epsilon']);
    expect(second.number_of_pages).toBe(2);
    expect(await list('latest/3/4/')).toEqual({ list: [], number_of_pages: 2 });
    expect((await list('latest/99999/50/')).list).toEqual([]);
  });

  it('serializes a detailed card by default and a simple one on demand', async () => {
    const [detailed] = (await list('latest/1/1/')).list;
    expect(detailed).toMatchObject({
      title_en: 'gamma',
      number_of_plays: 0,
      number_of_questions: 3,
      question_duration_sec: 15,
      timer: 45,
      quote: { quote_en: 'gamma quote', quote_fr: 'Citation gamma', author: 'Mongo Beti' },
    });
    expect(detailed.indexes).toEqual([
      expect.objectContaining({ id: ix.B, label_en: 'B', number_of_quizzes: 3 }),
    ]);
    expect(detailed.indexes[0].icon).toMatch(/^\/media\/test\//);
    const [simple] = (await list('popular/1/1/?serializer_type=simple')).list;
    expect(simple).toEqual({
      id: g.alpha,
      title_en: 'alpha',
      title_fr: 'alpha',
      cover: null,
      created_at: expect.any(String),
      number_of_plays: 4,
      number_of_questions: 3,
      question_duration_sec: 15,
      timer: 45,
    });
  });

  it('refuses bad paths and queries with 400 BAD naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/games/get/latest/0/10/', 'page'],
      ['/api/games/get/latest/abc/10/', 'page'],
      ['/api/games/get/latest/1/0/', 'size'],
      ['/api/games/get/latest/1/51/', 'size'],
      ['/api/games/get/newest/1/10/', 'type'],
      ['/api/games/get/latest/1/10/?serializer_type=full', 'serializer_type'],
      ['/api/games/get/latest/1/10/?game_index_id=0', 'game_index_id'],
      ['/api/games/get/latest/1/10/?game_index_id=99999999999', 'game_index_id'],
      ['/api/games/challenges/get/latest/1/99/', 'size'],
    ];
    for (const [url, field] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status_message).toBe('BAD');
      expect(Object.keys(res.json().errors), url).toContain(field);
    }
  });

  it('refuses a bad token rather than treating the caller as a visitor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/games/get/for_you/1/10/',
      headers: bearer('not-a-token'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('serves cached public lists until invalidated', async () => {
    const before = await list('popular/1/1/');
    const newcomers = await addUsers(t.app.db, 'fan', 6);
    await addPlays(t.app.db, g.zeta ?? 0, newcomers);
    expect(await list('popular/1/1/')).toEqual(before);
    refresh(t.app);
    expect(titles(await list('popular/1/1/'))).toEqual(['zeta']);
    await addPlay(t.app.db, { userId: newcomers[0] ?? 0, gameId: g.gamma ?? 0 });
    refresh(t.app);
  });
});
