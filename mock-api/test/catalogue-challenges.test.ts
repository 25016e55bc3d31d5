import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import {
  addChallenge,
  addGame,
  addIndex,
  addPlay,
  addUsers,
  befriend,
  daysAgo,
  hoursAgo,
  idsOf,
  refresh,
  userIdOf,
} from './helpers/catalogue';

/*
 * Open challenges (participants, energy staked, age):
 *   k1 on h1 [A]: 3 players, 1 energy, 5 h   (pot 150)
 *   k2 on h2 [B]: 2 players, 3 energy, 3 h   (pot 300), started by a friend
 *   k3 on h3 [A]: 1 player, 1 energy, 1 h    (pot 50), started by a friend
 *   k7 on h5 [C]: 4 players, 1 energy, 2 h   (pot 200)
 * Never listed: k4 closed, k5 on an inactive game, k6 past its time but not
 * yet closed. The viewer prefers B and played h3 solo.
 */
describe('challenge lists and the play overview', () => {
  let t: TestApp;
  let access: string;
  const h: Record<string, number> = {};
  const k: Record<string, number> = {};
  const ix: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.db;
    ({ access } = await newPlayer(t.app, 'viewer@example.cm'));
    const viewer = await userIdOf(db, 'viewer@example.cm');
    for (const name of ['A', 'B', 'C']) ix[name] = await addIndex(db, name);
    const game = async (name: string, index: string, active = true) => {
      h[name] = await addGame(db, {
        title_en: `Game ${name}`,
        indexIds: [ix[index] ?? 0],
        createdAt: daysAgo(Object.keys(h).length + 1),
        active,
      });
      return h[name] ?? 0;
    };
    const s = await addUsers(db, 's', 9);
    const at = (i: number) => s[i] ?? 0;
    await befriend(db, viewer, at(4));
    await befriend(db, viewer, at(6));
    const open = async (name: string, spec: Parameters<typeof addChallenge>[1]) => {
      k[name] = await addChallenge(db, spec);
    };
    await open('k1', {
      gameId: await game('h1', 'A'),
      starterId: at(1),
      createdAt: hoursAgo(5),
      participants: [at(1), at(2), at(3)],
    });
    await open('k2', {
      gameId: await game('h2', 'B'),
      starterId: at(4),
      createdAt: hoursAgo(3),
      numberOfEne: 3,
      participants: [at(4), at(5)],
    });
    await open('k3', {
      gameId: await game('h3', 'A'),
      starterId: at(6),
      createdAt: hoursAgo(1),
      participants: [at(6)],
    });
    await open('k7', {
      gameId: await game('h5', 'C'),
      starterId: at(7),
      createdAt: hoursAgo(2),
      participants: [at(7), at(8), at(1), at(2)],
    });
    await open('k4', {
      gameId: h.h1 ?? 0,
      starterId: at(4),
      createdAt: daysAgo(3),
      closed: true,
      participants: [at(4), at(5)],
    });
    await open('k5', { gameId: await game('h4', 'B', false), starterId: at(1) });
    await open('k6', { gameId: h.h2 ?? 0, starterId: at(6), closesAt: hoursAgo(1) });
    await addPlay(db, { userId: viewer, gameId: h.h3 ?? 0, startedAt: daysAgo(1) });
    await t.app.inject({
      method: 'PUT',
      url: `/api/games/preference/${ix.B}/switch/`,
      headers: bearer(access),
    });
    refresh(t.app);
  });
  afterAll(() => t.close());

  const challenges = async (path: string, token?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/challenges/get/${path}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const named = (...names: string[]) => names.map((name) => k[name]);

  it('lists open challenges on active games, newest first for latest', async () => {
    expect(idsOf(await challenges('latest/1/10/'))).toEqual(named('k3', 'k7', 'k2', 'k1'));
  });

  it('ranks by participants for trending and non_popular, by pot for popular', async () => {
    expect(idsOf(await challenges('trending/1/10/'))).toEqual(named('k7', 'k1', 'k2', 'k3'));
    expect(idsOf(await challenges('non_popular/1/10/'))).toEqual(named('k3', 'k2', 'k1', 'k7'));
    expect(idsOf(await challenges('popular/1/10/'))).toEqual(named('k2', 'k7', 'k1', 'k3'));
  });

  it('offers for_you only joinable ones, preferred indexes first, then played ones', async () => {
    expect(idsOf(await challenges('for_you/1/10/', access))).toEqual(named('k2', 'k1', 'k7'));
    expect(idsOf(await challenges('for_you/1/10/'))).toEqual(named('k7', 'k1', 'k2', 'k3'));
  });

  it("lists friends' challenges for a player and nothing for a visitor", async () => {
    expect(idsOf(await challenges('started_by_friends/1/10/', access))).toEqual(named('k3', 'k2'));
    expect((await challenges('started_by_friends/1/10/')).list).toEqual([]);
  });

  it('filters by index, pages, and draws random ones', async () => {
    expect(idsOf(await challenges(`latest/1/10/?game_index_id=${ix.A}`))).toEqual(
      named('k3', 'k1'),
    );
    expect(await challenges('latest/2/3/')).toMatchObject({ number_of_pages: 2 });
    expect(idsOf(await challenges('latest/2/3/'))).toEqual(named('k1'));
    expect((await challenges('latest/3/3/')).list).toEqual([]);
    expect(new Set(idsOf(await challenges('random/1/10/')))).toEqual(
      new Set(named('k1', 'k2', 'k3', 'k7')),
    );
  });

  it('shows the pot so far and the starter of an open challenge', async () => {
    const body = await challenges('popular/1/1/?serializer_type=simple');
    expect(body.list[0]).toMatchObject({
      id: k.k2,
      is_active: true,
      number_of_ene: 3,
      gain_unit: 50,
      number_of_plays: 2,
      total_gain: 300,
      gain_per_winner: null,
      starter: { player_name: expect.stringMatching(/^s4-/) },
      game: { id: h.h2, title_en: 'Game h2' },
    });
    expect(body.list[0].game.indexes).toBeUndefined();
  });

  it('refuses bad paths with 400 and an unknown index with 404', async () => {
    for (const url of [
      '/api/games/challenges/get/soonest/1/10/',
      '/api/games/challenges/get/latest/0/10/',
      '/api/games/challenges/get/latest/1/10/?serializer_type=x',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/games/challenges/get/latest/1/10/?game_index_id=4242',
    });
    expect(res.json()).toEqual({ status_message: 'INVALID_ID' });
  });

  describe('play overview', () => {
    const overview = (gameId: number | string, token: string | null = access) =>
      t.app.inject({
        method: 'GET',
        url: `/api/games/play-overview/${gameId}/`,
        headers: token ? bearer(token) : {},
      });

    it('shows the game without its questions and the blocks around it', async () => {
      const res = await overview(h.h1 ?? 0);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.game).toMatchObject({
        id: h.h1,
        number_of_questions: 3,
        question_duration_sec: 15,
        timer: 45,
        indexes: [expect.objectContaining({ id: ix.A })],
        // What a solo play needs to win, said before it costs a credit.
        solo_percentage_towin: expect.any(Number),
      });
      // The blocks around it are simple cards: no indexes, quote or share to win.
      expect(body.trending[0]).not.toHaveProperty('solo_percentage_towin');
      expect(res.body).not.toMatch(/correction|choice_values|"questions"/);
      expect(body.challenges.map((c: { id: number }) => c.id)).toEqual([k.k1]);
      expect(body.top_by_index).toEqual([
        {
          index: expect.objectContaining({ id: ix.A }),
          games: [expect.objectContaining({ id: h.h3 })],
        },
      ]);
      for (const block of ['trending', 'more', 'popular'] as const) {
        const ids = body[block].map((game: { id: number }) => game.id);
        expect(ids, block).not.toContain(h.h1);
        expect(ids, block).not.toContain(h.h4);
      }
      expect(body.popular.map((game: { id: number }) => game.id)).toEqual([h.h5, h.h2, h.h3]);
      expect(body.trending).toHaveLength(3);
      expect(body.more).toHaveLength(3);
    });

    it('needs a signed-in player', async () => {
      expect((await overview(h.h1 ?? 0, null)).statusCode).toBe(401);
    });

    it('refuses an unknown game, an inactive one and a malformed id', async () => {
      const unknown = await overview(987654);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status_message: 'INVALID_GAME' });
      const inactive = await overview(h.h4 ?? 0);
      expect(inactive.statusCode).toBe(403);
      expect(inactive.json()).toEqual({ status_message: 'INACTIVE_GAME' });
      expect((await overview('abc')).statusCode).toBe(400);
      expect((await overview('0')).statusCode).toBe(400);
    });
  });
});
