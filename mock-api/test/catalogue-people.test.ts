import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../src/db/time';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import {
  addChallenge,
  addGame,
  addIndex,
  addPlay,
  addUser,
  addUsers,
  befriend,
  daysAgo,
  refresh,
  userIdOf,
} from './helpers/catalogue';

describe('profiles, badges and my statistics', () => {
  let t: TestApp;
  let access: string;
  let viewer: number;
  const u: Record<string, number> = {};
  const badge: Record<string, number> = {};
  let request: { sent: number; received: number };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.db;
    ({ access } = await newPlayer(t.app, 'viewer@example.cm'));
    viewer = await userIdOf(db, 'viewer@example.cm');
    u.friend = await addUser(db, 'Friend', { email: 'friend@example.cm' });
    u.stranger = await addUser(db, 'Stranger', { phone_number: '655443322' });
    u.asker = await addUser(db, 'Asker', { email: 'asker@example.cm' });
    u.gone = await addUser(db, 'Gone');
    await db.updateTable('users').set({ deleted_at: isoNow() }).where('id', '=', u.gone).execute();
    await befriend(db, viewer, u.friend);
    const sent = await db
      .insertInto('friend_requests')
      .values({ sender_id: viewer, receiver_id: u.stranger })
      .returning('id')
      .executeTakeFirstOrThrow();
    const received = await db
      .insertInto('friend_requests')
      .values({ sender_id: u.asker, receiver_id: viewer })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('friend_requests')
      .values({ sender_id: u.stranger, receiver_id: viewer, status: 'DECLINED' })
      .execute();
    request = { sent: sent.id, received: received.id };

    const type = async (
      key: string,
      color: 'gold' | 'silver' | 'bronze',
      weight: number,
      active = true,
    ) => {
      const row = await db
        .insertInto('badge_types')
        .values({
          type: 'plays',
          code_en: `${key} code`,
          code_fr: `code ${key}`,
          title_en: `${key} title`,
          title_fr: `titre ${key}`,
          description_en: `${key} description`,
          description_fr: `description ${key}`,
          weight,
          color,
          icon: `badges/${key}-icon.svg`,
          image: `badges/${key}-image.svg`,
          is_active: active ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      badge[key] = row.id;
    };
    await type('gold', 'gold', 30);
    await type('silver', 'silver', 20);
    await type('bronze', 'bronze', 10, false);
    const award = (userId: number, key: string, days: number) =>
      db
        .insertInto('user_badges')
        .values({ user_id: userId, badge_type_id: badge[key] ?? 0, awarded_at: daysAgo(days) })
        .execute();
    await award(u.stranger, 'gold', 1);
    await award(u.friend, 'gold', 5);
    await award(u.friend, 'silver', 2);
    await award(u.gone, 'gold', 9);
    for (const [i, holder] of (await addUsers(db, 'holder', 14)).entries()) {
      await award(holder, 'silver', 3 + i);
    }

    const index = await addIndex(db, 'Stats');
    const games: number[] = [];
    for (let i = 0; i < 4; i++)
      games.push(await addGame(db, { title_en: `Stats ${i}`, indexIds: [index] }));
    const game = (i: number) => games[i] ?? 0;
    await addPlay(db, { userId: u.friend, gameId: game(0), gain: 100 });
    await addPlay(db, { userId: u.friend, gameId: game(1), type: 'challenge' });
    await addPlay(db, { userId: viewer, gameId: game(0), gain: 100 });
    const started = await addChallenge(db, { gameId: game(1), starterId: viewer, closed: true });
    await addPlay(db, { userId: viewer, gameId: game(1), challengeId: started, gain: 150 });
    await addPlay(db, { userId: viewer, gameId: game(2), active: true });
    await addChallenge(db, { gameId: game(3), starterId: u.friend });
    const transaction = (
      action: 'buy' | 'convert',
      status: 'SUCCESSFULL' | 'FAILURE',
      units: number,
    ) => ({
      user_id: viewer,
      action,
      status,
      number_of_units: units,
      amount: units * 100,
      method: action === 'buy' ? ('om' as const) : null,
    });
    await db
      .insertInto('credit_transactions')
      .values([
        transaction('buy', 'SUCCESSFULL', 10),
        transaction('buy', 'FAILURE', 25),
        transaction('convert', 'SUCCESSFULL', 3),
      ])
      .execute();
    const cashout = (status: 'SUCCESSFULL' | 'PENDING', amount: number) => ({
      user_id: viewer,
      method: 'om' as const,
      status,
      amount,
      phone_number: '690000000',
    });
    await db
      .insertInto('cashouts')
      .values([cashout('SUCCESSFULL', 500), cashout('PENDING', 200)])
      .execute();
    refresh(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = access) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('user profile', () => {
    it("shows a friend's contact, stats and badges, but not their private settings", async () => {
      const res = await get(`/api/user-profile/${u.friend}/`);
      expect(res.statusCode).toBe(200);
      const profile = res.json();
      expect(profile).toMatchObject({
        id: u.friend,
        player_name: 'Friend',
        email: 'friend@example.cm',
        email_phone_number: 'friend@example.cm',
        birthday: null,
        is_friend: true,
        st_request: null,
        rc_request: null,
        number_of_wins: 1,
        number_of_badges: 2,
        stats: {
          nbr_plays: 2,
          nbr_solos: 1,
          nbr_challenges: 1,
          nbr_wins: 1,
          nbr_solos_won: 1,
          nbr_chall_won: 0,
        },
      });
      expect(profile.badges.map((b: { id: number }) => b.id)).toEqual([badge.gold, badge.silver]);
      expect(profile).not.toHaveProperty('password');
    });

    it("masks a stranger's contact and shows the request I sent them", async () => {
      const profile = (await get(`/api/user-profile/${u.stranger}/`)).json();
      expect(profile).toMatchObject({
        email: null,
        phone_number: null,
        email_phone_number: '655****22',
        is_friend: false,
        rc_request: null,
        st_request: {
          id: request.sent,
          sender: { id: viewer },
          receiver: { id: u.stranger, player_name: 'Stranger', phone_number: '655****22' },
        },
      });
    });

    it('shows the request a player sent me', async () => {
      const profile = (await get(`/api/user-profile/${u.asker}/`)).json();
      expect(profile).toMatchObject({
        email_phone_number: 'ask***@*******.cm',
        st_request: null,
        rc_request: { id: request.received, sender: { id: u.asker }, receiver: { id: viewer } },
      });
    });

    it('answers my own profile, unmasked, for my own id', async () => {
      const profile = (await get(`/api/user-profile/${viewer}/`)).json();
      expect(profile).toMatchObject({ id: viewer, email: 'viewer@example.cm', is_friend: false });
      expect(profile.birthday).toEqual({ day: 12, month: 3, year: 1995 });
    });

    it('refuses visitors, unknown or deleted players and bad ids', async () => {
      expect((await get(`/api/user-profile/${u.friend}/`, null)).statusCode).toBe(401);
      for (const id of [987654, u.gone]) {
        const res = await get(`/api/user-profile/${id}/`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status_message: 'INVALID_ID' });
      }
      expect((await get('/api/user-profile/abc/')).statusCode).toBe(400);
    });
  });

  describe('badges', () => {
    it('lists badge types, all or actives or inactives, heaviest first', async () => {
      await t.app.db
        .updateTable('badge_types')
        .set({ number_of_units: 2 })
        .where('id', '=', badge.bronze ?? 0)
        .execute();
      const all = (await get('/api/badges/types/all/', null)).json();
      expect(all.actives.map((b: { id: number }) => b.id)).toEqual([badge.gold, badge.silver]);
      expect(all.inactives).toEqual([
        expect.objectContaining({
          id: badge.bronze,
          is_active: false,
          color: 'bronze',
          weight: 10,
          // What earning it pays, for the badges screen to say.
          number_of_units: 2,
        }),
      ]);
      expect(all.actives[0].icon).toBe('/media/badges/gold-icon.svg');
      expect((await get('/api/badges/types/actives/', null)).json().inactives).toEqual([]);
      expect((await get('/api/badges/types/inactives/', null)).json().actives).toEqual([]);
      expect((await get('/api/badges/types/some/', null)).statusCode).toBe(400);
    });

    it("shows a player's badges, contact masked unless mine or a friend's", async () => {
      const mine = (await get('/api/badges/user/me/')).json();
      expect(mine).toEqual({
        user: {
          id: viewer,
          player_name: null,
          profile_pic: null,
          email_phone_number: 'viewer@example.cm',
        },
        badges: [],
      });
      const friend = (await get(`/api/badges/user/${u.friend}/`)).json();
      expect(friend.user.email_phone_number).toBe('friend@example.cm');
      expect(friend.badges.map((b: { id: number }) => b.id)).toEqual([badge.gold, badge.silver]);
      expect(
        (await get(`/api/badges/user/${u.friend}/`, null)).json().user.email_phone_number,
      ).toBe('fri***@*******.cm');
      expect((await get(`/api/badges/user/${u.stranger}/`)).json()).toMatchObject({
        user: { email_phone_number: '655****22' },
        badges: [expect.objectContaining({ id: badge.gold, number_of_units: 1 })],
      });
    });

    it("needs sign-in for 'me' and refuses unknown players and bad ids", async () => {
      expect((await get('/api/badges/user/me/', null)).statusCode).toBe(401);
      for (const id of ['987654', '9999999999', String(u.gone)]) {
        expect((await get(`/api/badges/user/${id}/`)).json(), id).toEqual({
          status_message: 'INVALID_ID',
        });
      }
      for (const id of ['0', 'you', '99999999999', '-1']) {
        expect((await get(`/api/badges/user/${id}/`)).statusCode, id).toBe(400);
      }
    });

    it('pages the holders of a badge, the first to earn it first', async () => {
      const gold = (await get(`/api/badge/users/${badge.gold}/1/`, null)).json();
      expect(gold.list.map((holder: { id: number }) => holder.id)).toEqual([u.friend, u.stranger]);
      expect(gold.list[0]).toEqual({
        id: u.friend,
        player_name: 'Friend',
        profile_pic: null,
        awarded_at: expect.any(String),
      });
      const silver = (await get(`/api/badge/users/${badge.silver}/1/`, null)).json();
      expect(silver.list).toHaveLength(14);
      expect(silver.number_of_pages).toBe(2);
      const last = (await get(`/api/badge/users/${badge.silver}/2/`, null)).json().list;
      expect(last.map((holder: { id: number }) => holder.id)).toEqual([u.friend]);
      expect((await get(`/api/badge/users/${badge.silver}/3/`, null)).json().list).toEqual([]);
      expect((await get('/api/badge/users/987654/1/', null)).json()).toEqual({
        status_message: 'INVALID_ID',
      });
      expect((await get(`/api/badge/users/${badge.gold}/0/`, null)).statusCode).toBe(400);
    });
  });

  describe('my statistics', () => {
    it('counts my plays, wins, credits, cash-outs and started challenges', async () => {
      const res = await get('/api/my-stats/');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        nbr_challenges: 1,
        nbr_solos: 1,
        nbr_chall_won: 1,
        nbr_solos_won: 1,
        amount_won: 250,
        nbr_credits_bought: 10,
        amount_collected: 500,
        nbr_credits_from_convertion: 3,
        nbr_chall_started: 1,
      });
      expect((await get('/api/my-stats/', null)).statusCode).toBe(401);
    });
  });
});
