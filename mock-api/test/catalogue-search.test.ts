import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_SEARCH_LIMIT } from '../src/domain/catalogue/search';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import {
  addChallenge,
  addGame,
  addIndex,
  addPlay,
  addUser,
  befriend,
  daysAgo,
  hoursAgo,
  idsOf,
  refresh,
  userIdOf,
} from './helpers/catalogue';

describe('searches', () => {
  let t: TestApp;
  let access: string;
  const g: Record<string, number> = {};
  const ix: Record<string, number> = {};
  const c: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.db;
    ({ access } = await newPlayer(t.app, 'seeker@example.cm'));
    const viewer = await userIdOf(db, 'seeker@example.cm');
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/me/?index=player_name&field=profile',
      headers: bearer(access),
      payload: { player_name: 'Hélène Fan' },
    });
    expect(named.statusCode).toBe(200);
    ix.food = await addIndex(db, 'Food');
    ix.sport = await addIndex(db, 'Sport');
    ix.geography = await addIndex(db, 'Geography', 'Géographie');
    const game = async (
      key: string,
      title_fr: string,
      title_en: string,
      index: string,
      active = true,
    ) => {
      g[key] = await addGame(db, { title_fr, title_en, indexIds: [ix[index] ?? 0], active });
      return g[key] ?? 0;
    };
    await game('cafe', 'Café du Cameroun', 'Cameroon coffee', 'food');
    await game('elegance', 'Élégance et mode', 'Style and fashion', 'food');
    await game('coeur', 'Le cœur humain', 'The human heart', 'sport');
    await game('percent', '100% Sport', 'All sport', 'sport');
    await game('century', '100 ans de sport', 'A century of games', 'sport');
    await game('hidden', 'Cameroun caché', 'Hidden Cameroon', 'food', false);
    await game('peaks', 'Les monts Mandara', 'The Mandara mountains', 'geography');
    await game('rivers', 'Géographie des fleuves', 'Rivers and lakes', 'geography');
    await game('hiddenPeaks', 'Monts cachés', 'Hidden peaks', 'geography', false);
    for (let i = 1; i <= 16; i++)
      await game(`quiz${i}`, `Quiz numéro ${i}`, `Quiz number ${i}`, 'sport');

    const starter = await addUser(db, 'Starter');
    c.cafe = await addChallenge(db, {
      gameId: g.cafe ?? 0,
      starterId: starter,
      createdAt: hoursAgo(2),
    });
    c.coeur = await addChallenge(db, {
      gameId: g.coeur ?? 0,
      starterId: starter,
      createdAt: hoursAgo(1),
      participants: [starter, viewer],
    });
    await addChallenge(db, { gameId: g.percent ?? 0, starterId: starter, closed: true });

    await addPlay(db, {
      userId: viewer,
      gameId: g.cafe ?? 0,
      startedAt: daysAgo(2),
      note: 3,
      gain: 100,
    });
    await addPlay(db, { userId: viewer, gameId: g.percent ?? 0, active: true });
    await addPlay(db, { userId: starter, gameId: g.elegance ?? 0 });

    const friend = await addUser(db, 'Helena', { phone_number: '677123456' });
    await befriend(db, viewer, friend);
    await addUser(db, 'HélèneM', { email: 'helene.m@test.cm' });
    await addUser(db, 'Bob', { phone_number: '699887766' });
    refresh(t.app);
  });
  afterAll(() => t.close());

  const search = async (path: string, token: string | null = null, status = 200) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/${path}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const q = (text: string) => encodeURIComponent(text);

  describe('quizzes', () => {
    it('ignores accents and case, in both languages, on active games only', async () => {
      for (const text of ['cafe', 'CAFÉ', 'CAMEROUN', 'cameroon coffee', ' Café ']) {
        expect(idsOf(await search(`quizzes/${q(text)}/1/`)), text).toEqual([g.cafe]);
      }
      expect(idsOf(await search(`quizzes/${q('elegance')}/1/`))).toEqual([g.elegance]);
      expect(idsOf(await search(`quizzes/${q('coeur')}/1/`))).toEqual([g.coeur]);
      expect(idsOf(await search(`quizzes/${q('CŒUR')}/1/`))).toEqual([g.coeur]);
    });

    it('never matches across the two titles, and takes % and _ literally', async () => {
      expect((await search(`quizzes/${q('cameroun cameroon')}/1/`)).number_of_results).toBe(0);
      expect(idsOf(await search(`quizzes/${q('%')}/1/`))).toEqual([g.percent]);
      expect((await search(`quizzes/${q('_')}/1/`)).number_of_results).toBe(0);
    });

    it('filters by repeated indexes', async () => {
      const all = await search(`quizzes/${q('100')}/1/`);
      expect(new Set(idsOf(all))).toEqual(new Set([g.percent, g.century]));
      expect((await search(`quizzes/${q('100')}/1/?indexes=${ix.food}`)).list).toEqual([]);
      const both = await search(`quizzes/${q('100')}/1/?indexes=${ix.food}&indexes=${ix.sport}`);
      expect(both.number_of_results).toBe(2);
    });

    it('also finds the quizzes of a category by its French or English label, accents ignored', async () => {
      for (const text of ['geographie', 'Géographie', 'GEOGRAPHIE', 'geography', 'géo']) {
        expect(new Set(idsOf(await search(`quizzes/${q(text)}/1/`))), text).toEqual(
          new Set([g.peaks, g.rivers]),
        );
      }
      // Title and category label both match the rivers quiz: it is counted and listed once.
      expect((await search(`quizzes/${q('geographie')}/1/`)).number_of_results).toBe(2);
      expect(idsOf(await search(`quizzes/${q('geographie')}/1/?indexes=${ix.sport}`))).toEqual([]);
      // An inactive quiz stays hidden, whatever its category.
      expect(idsOf(await search(`quizzes/${q('geographie')}/1/`))).not.toContain(g.hiddenPeaks);
    });

    it('pages 14 results at a time and counts them all', async () => {
      const first = await search(`quizzes/quiz/1/`);
      expect(first.list).toHaveLength(14);
      expect(first).toMatchObject({ number_of_pages: 2, number_of_results: 16 });
      expect(first.list[0].indexes[0]).toMatchObject({ id: ix.sport, label_en: 'Sport' });
      expect((await search(`quizzes/quiz/2/`)).list).toHaveLength(2);
      expect(await search(`quizzes/quiz/3/`)).toEqual({
        list: [],
        number_of_pages: 2,
        number_of_results: 16,
      });
    });
  });

  describe('challenges', () => {
    it('finds open challenges by game title, with index filters', async () => {
      expect(idsOf(await search(`challenges/${q('CAFE')}/1/`))).toEqual([c.cafe]);
      expect(idsOf(await search(`challenges/coeur/1/?indexes=${ix.sport}`))).toEqual([c.coeur]);
      expect((await search(`challenges/coeur/1/?indexes=${ix.food}`)).list).toEqual([]);
      expect((await search(`challenges/${q('géographie')}/1/`)).number_of_results).toBe(0);
      expect(idsOf(await search(`challenges/${q('SPORT')}/1/`))).toEqual([c.coeur]);
      const [found] = (await search(`challenges/heart/1/`)).list;
      expect(found).toMatchObject({ number_of_plays: 2, total_gain: 100, is_active: true });
    });
  });

  describe('friends', () => {
    it('finds players by name without accents, friends first, never the searcher', async () => {
      const body = await search(`friends/helen/1/`, access);
      expect(body.list.map((p: { player_name: string }) => p.player_name)).toEqual([
        'Helena',
        'HélèneM',
      ]);
      expect(body.number_of_results).toBe(2);
      const [friend, other] = body.list;
      expect(friend).toMatchObject({
        is_friend: true,
        phone_number: '677123456',
        email_phone_number: '677123456',
      });
      expect(other).toMatchObject({
        is_friend: false,
        phone_number: null,
        email_phone_number: 'hel***@****.cm',
      });
      expect(idsOf(await search(`friends/${q('HÉLÈNE')}/1/`, access))).toEqual([other.id]);
    });

    it('finds players by their whole phone number, in the formats people write', async () => {
      for (const written of [
        '699887766',
        '+237 699 88 77 66',
        '699.88.77.66',
        '00237-699-887-766',
      ]) {
        const bob = await search(`friends/${q(written)}/1/`, access);
        expect(bob.list, written).toEqual([
          expect.objectContaining({
            player_name: 'Bob',
            phone_number: '699****66',
            email_phone_number: '699****66',
          }),
        ]);
      }
      const friend = await search(`friends/${q('+237 677 12 34 56')}/1/`, access);
      expect(friend.list.map((p: { player_name: string }) => p.player_name)).toEqual(['Helena']);
    });

    it('never matches part of a phone number, so a masked one cannot be rebuilt', async () => {
      for (const part of ['99887', '6998877', '69988776', '+237 677 12', '699 88', '66', '9']) {
        expect((await search(`friends/${q(part)}/1/`, access)).number_of_results, part).toBe(0);
      }
    });

    it('needs a signed-in player', async () => {
      await search('friends/helen/1/', null, 401);
    });
  });

  describe('results', () => {
    it('finds my finished plays by game title', async () => {
      const [solo] = (await search(`results/${q('CAFE')}/1/`, access)).list;
      expect(solo).toMatchObject({
        type: 'solo',
        game: { id: g.cafe },
        challenge: null,
        is_active: false,
        challenge_is_active: false,
        is_winner: true,
        gain: 100,
      });
      const [challenge] = (await search('results/coeur/1/', access)).list;
      expect(challenge).toMatchObject({
        type: 'challenge',
        challenge: { id: c.coeur, is_active: true },
        challenge_is_active: true,
        is_winner: false,
      });
      expect((await search('results/sport/1/', access)).number_of_results).toBe(0);
      expect((await search('results/mode/1/', access)).number_of_results).toBe(0);
    });

    it('needs a signed-in player', async () => {
      await search('results/cafe/1/', null, 401);
    });
  });

  it('refuses empty or overlong text, bad pages and bad index filters', async () => {
    expect(await search(`quizzes/${q('   ')}/1/`, null, 400)).toEqual({
      status_message: 'BAD',
      errors: { text: 'validation.required' },
    });
    expect(await search(`challenges/${'a'.repeat(101)}/1/`, null, 400)).toEqual({
      status_message: 'BAD',
      errors: { text: 'validation.text_too_long' },
    });
    expect((await search(`quizzes/${'a'.repeat(100)}/1/`)).list).toEqual([]);
    expect((await search(`quizzes/${q('é'.repeat(100))}/1/`)).list).toEqual([]);
    expect((await search(`quizzes/${q('é'.repeat(101))}/1/`, null, 400)).status_message).toBe(
      'BAD',
    );
    expect((await search(`quizzes/${q('😀'.repeat(100))}/1/`)).list).toEqual([]);
    expect((await search(`quizzes/${q('😀'.repeat(101))}/1/`, null, 400)).errors).toEqual({
      text: 'validation.text_too_long',
    });
    expect((await search('quizzes/cafe/0/', null, 400)).errors).toHaveProperty('page');
    expect((await search('quizzes/cafe/1/?indexes=abc', null, 400)).status_message).toBe('BAD');
    expect((await search(`friends/${q('  ')}/1/`, access, 400)).errors).toEqual({
      text: 'validation.required',
    });
  });
});

describe('player search limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const searchFrom = (access: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/search/friends/helen/1/',
      headers: bearer(access),
      remoteAddress,
    });

  it(`answers 429 beyond ${PLAYER_SEARCH_LIMIT.perPlayer} searches a minute by one player`, async () => {
    const { access } = await newPlayer(t.app, 'sweeper@example.cm');
    const { access: other } = await newPlayer(t.app, 'neighbour@example.cm');
    for (let i = 0; i < PLAYER_SEARCH_LIMIT.perPlayer; i++) {
      expect((await searchFrom(access, '10.0.0.1')).statusCode).toBe(200);
    }
    const limited = await searchFrom(access, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status_message: 'TOO_MANY_REQUESTS',
      retry_after: Number(limited.headers['retry-after']),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the searcher's: another player at the same address still searches.
    expect((await searchFrom(other, '10.0.0.1')).statusCode).toBe(200);
  });

  it(`answers 429 beyond ${PLAYER_SEARCH_LIMIT.perAddress} searches a minute from one address`, async () => {
    const players = Math.ceil(PLAYER_SEARCH_LIMIT.perAddress / PLAYER_SEARCH_LIMIT.perPlayer);
    let sent = 0;
    for (let p = 0; p < players; p++) {
      const { access } = await newPlayer(t.app, `crowd${p}@example.cm`);
      for (
        let i = 0;
        i < PLAYER_SEARCH_LIMIT.perPlayer && sent < PLAYER_SEARCH_LIMIT.perAddress;
        i++
      ) {
        expect((await searchFrom(access, '10.9.9.9')).statusCode).toBe(200);
        sent++;
      }
    }
    const { access: fresh } = await newPlayer(t.app, 'latecomer@example.cm');
    expect((await searchFrom(fresh, '10.9.9.9')).statusCode).toBe(429);
    expect((await searchFrom(fresh, '10.9.9.10')).statusCode).toBe(200);
  });
});
