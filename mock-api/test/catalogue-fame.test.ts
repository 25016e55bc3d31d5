import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../src/db/time';
import { buildTestApp, type TestApp } from './helpers/app';
import {
  addChallenge,
  addGame,
  addIndex,
  addPlay,
  addUser,
  daysAgo,
  refresh,
} from './helpers/catalogue';

/*
 * Wins (FCFA, age):
 *   P1: 100 a second ago, 100 ten days ago
 *   P2: 200 three days ago
 *   P3: 50 two days ago, 150 forty days ago
 *   P4: 200 two days ago
 *   P5: a lost solo, a running solo, and a challenge won (100) forty days ago
 *   a deleted player: 1000 yesterday, never ranked
 */
describe('hall of fame and general statistics', () => {
  let t: TestApp;
  const p: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.db;
    const index = await addIndex(db, 'Fame');
    const games: number[] = [];
    for (let i = 0; i < 6; i++)
      games.push(await addGame(db, { title_en: `Fame ${i}`, indexIds: [index] }));
    const game = (i: number) => games[i] ?? 0;
    for (const name of ['P1', 'P2', 'P3', 'P4', 'P5', 'Gone']) p[name] = await addUser(db, name);
    const win = (player: string, gameIndex: number, gain: number, startedAt: string) =>
      addPlay(db, { userId: p[player] ?? 0, gameId: game(gameIndex), gain, startedAt });
    await win('P1', 0, 100, isoNow(new Date(Date.now() - 1000)));
    await win('P1', 1, 100, daysAgo(10));
    await win('P2', 0, 200, daysAgo(3));
    await win('P3', 0, 50, daysAgo(2));
    await win('P3', 1, 150, daysAgo(40));
    await win('P4', 0, 200, daysAgo(2));
    await win('Gone', 0, 1000, daysAgo(1));
    await db
      .updateTable('users')
      .set({ deleted_at: isoNow() })
      .where('id', '=', p.Gone ?? 0)
      .execute();
    await addPlay(db, { userId: p.P5 ?? 0, gameId: game(0), startedAt: daysAgo(1) });
    await addPlay(db, { userId: p.P5 ?? 0, gameId: game(1), active: true });
    const challenge = await addChallenge(db, {
      gameId: game(2),
      starterId: p.P5 ?? 0,
      createdAt: daysAgo(40),
      closed: true,
    });
    await addPlay(db, {
      userId: p.P5 ?? 0,
      gameId: game(2),
      challengeId: challenge,
      gain: 100,
      startedAt: daysAgo(40),
    });
    await addPlay(db, {
      userId: p.P1 ?? 0,
      gameId: game(2),
      challengeId: challenge,
      startedAt: daysAgo(40),
    });
    const manager = await addUser(db, 'Manager');
    await db.insertInto('managers').values({ user_id: manager, role: 'gamesmanager' }).execute();
    const unverified = await addUser(db, 'Unverified');
    await db.updateTable('users').set({ is_verified: 0 }).where('id', '=', unverified).execute();
    refresh(t.app);
  });
  afterAll(() => t.close());

  const fame = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/hall-of-fame/${path}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ranked = (body: { list: { user: { id: number } }[] }) =>
    body.list.map((entry) => Object.entries(p).find(([, id]) => id === entry.user.id)?.[0]);

  it('ranks by FCFA won, then wins, then who got there first', async () => {
    const body = await fame('all_time/1/10/');
    expect(ranked(body)).toEqual(['P3', 'P1', 'P2', 'P4', 'P5']);
    expect(body.list[0]).toEqual({
      rank: 1,
      user: { id: p.P3, player_name: 'P3', profile_pic: null },
      amount_won: 200,
      nbr_wins: 2,
    });
    expect(body.list.at(-1)).toMatchObject({ rank: 5, amount_won: 100, nbr_wins: 1 });
    expect(body.number_of_pages).toBe(1);
  });

  it('counts only the wins of the period', async () => {
    expect(ranked(await fame('today/1/10/'))).toEqual(['P1']);
    expect((await fame('today/1/10/')).list[0]).toMatchObject({ amount_won: 100, nbr_wins: 1 });
    expect(ranked(await fame('last_7/1/10/'))).toEqual(['P2', 'P4', 'P1', 'P3']);
    expect(ranked(await fame('last_30/1/10/'))).toEqual(['P1', 'P2', 'P4', 'P3']);
  });

  it('pages with ranks that go on, and always answers the podium', async () => {
    const second = await fame('all_time/2/2/');
    expect(second.list.map((entry: { rank: number }) => entry.rank)).toEqual([3, 4]);
    expect(ranked(second)).toEqual(['P2', 'P4']);
    expect(second.number_of_pages).toBe(3);
    expect(second.podium.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 3]);
    const past = await fame('all_time/4/2/');
    expect(past.list).toEqual([]);
    expect(past.podium).toHaveLength(3);
    expect((await fame('all_time/1/3/')).podium).toEqual((await fame('all_time/1/3/')).list);
  });

  it('refuses an unknown period and bad paging', async () => {
    for (const url of ['yesterday/1/10/', 'all_time/0/10/', 'all_time/1/51/', 'all_time/1/x/']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/hall-of-fame/${url}` });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status_message).toBe('BAD');
    }
  });

  it('sums up the platform for everyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/general-stats/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      nbr_players: 5,
      nbr_challenges: 1,
      nbr_solos: 8,
      nbr_chall_participations: 2,
      nbr_solo_winners: 7,
      nbr_chall_winners: 1,
      amount_won: 1900,
    });
  });
});
