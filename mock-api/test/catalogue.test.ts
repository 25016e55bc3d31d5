import { gainPerWinner, isCorrect, isSoloWin, soloReward } from '@quiz/shared/formulas';
import type { QuestionType } from '@quiz/shared/types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../src/domain/settings/settings';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { refresh, userIdOf } from './helpers/catalogue';

describe('catalogue on the demo database', () => {
  let t: TestApp;
  let access: string;

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    ({ access } = await newPlayer(t.app, 'explorer@example.cm'));
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = null) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('game indexes', () => {
    it('lists every index with counters that match the rows, and the cap', async () => {
      const res = await get('/api/games/indexes/0/');
      expect(res.statusCode).toBe(200);
      const { indexes, max } = res.json();
      expect(max).toBe(defaultSettings.max_game_indexes);
      expect(indexes.length).toBeGreaterThanOrEqual(8);
      const counts = await t.app.db
        .selectFrom('game_game_indexes as l')
        .innerJoin('games', 'games.id', 'l.game_id')
        .select((eb) => [
          'l.game_index_id',
          eb.fn.countAll<number>().as('quizzes'),
          eb.fn
            .sum<number>(
              eb
                .selectFrom('plays')
                .select((c) => c.fn.countAll().as('n'))
                .whereRef('plays.game_id', '=', 'games.id'),
            )
            .as('plays'),
        ])
        .groupBy('l.game_index_id')
        .execute();
      for (const index of indexes) {
        const row = counts.find((c) => c.game_index_id === index.id);
        expect(index.number_of_quizzes).toBe(Number(row?.quizzes ?? 0));
        expect(index.number_of_participations).toBe(Number(row?.plays ?? 0));
        expect(index.cover_image).toMatch(/^\/media\/seed\/indexes\//);
      }
      const total = indexes.reduce(
        (sum: number, i: { number_of_challenges: number }) => sum + i.number_of_challenges,
        0,
      );
      expect(total).toBeGreaterThanOrEqual(5);
    });

    it('shows one index, and 404 INVALID_ID or 400 for others', async () => {
      const { indexes } = (await get('/api/games/indexes/0/')).json();
      const res = await get(`/api/games/index/${indexes[0].id}/`);
      expect(res.json()).toEqual(indexes[0]);
      expect((await get('/api/games/index/99999/')).json()).toEqual({
        status_message: 'INVALID_ID',
      });
      expect((await get('/api/games/index/abc/')).statusCode).toBe(400);
      expect((await get('/api/games/index/0/')).statusCode).toBe(400);
    });
  });

  describe('preferences', () => {
    it('toggles an index in and out of my preferences', async () => {
      const prefs = async () => (await get('/api/games/preferences/', access)).json().preferences;
      const before = await prefs();
      expect(before.length).toBeGreaterThanOrEqual(8);
      expect(before.every((p: { prefered: boolean }) => p.prefered === false)).toBe(true);
      expect(Object.keys(before[0]).sort()).toEqual([
        'icon',
        'id',
        'label_en',
        'label_fr',
        'prefered',
      ]);
      const toggle = (id: number | string, token: string | null = access) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/games/preference/${id}/switch/`,
          headers: token ? bearer(token) : {},
        });
      const on = await toggle(before[1].id);
      expect(on.json()).toEqual({ status_message: 'OK', id: before[1].id, prefered: true });
      expect((await prefs()).filter((p: { prefered: boolean }) => p.prefered)).toEqual([
        { ...before[1], prefered: true },
      ]);
      expect((await toggle(before[1].id)).json().prefered).toBe(false);
      expect((await prefs()).some((p: { prefered: boolean }) => p.prefered)).toBe(false);
      expect((await toggle(99999)).json()).toEqual({ status_message: 'INVALID_ID' });
      expect((await toggle('x')).statusCode).toBe(400);
      expect((await toggle(before[1].id, null)).statusCode).toBe(401);
      expect((await get('/api/games/preferences/')).statusCode).toBe(401);
    });
  });

  describe('quote and ads', () => {
    it('draws a quote among all quotes', async () => {
      const res = await get('/api/games/quote/');
      expect(res.statusCode).toBe(200);
      const quote = res.json();
      expect(Object.keys(quote).sort()).toEqual(['author', 'id', 'quote_en', 'quote_fr']);
      const stored = await t.app.db
        .selectFrom('quotes')
        .selectAll()
        .where('id', '=', quote.id)
        .executeTakeFirstOrThrow();
      expect(quote.quote_fr).toBe(stored.quote_fr);
    });

    it('serves an ad in each of the three spaces, none once the subscription stops', async () => {
      for (const space of [1, 2, 3]) {
        const res = await get(`/api/ads/${space}/`);
        expect(res.statusCode, String(space)).toBe(200);
        expect(res.json().illustration).toMatch(/^\/media\/seed\/ads\//);
      }
      await t.app.db
        .updateTable('ad_subscriptions')
        .set({ is_active: 0 })
        .where('type', '=', 2)
        .execute();
      refresh(t.app);
      expect((await get('/api/ads/2/')).json()).toEqual({ status_message: 'NOT_FOUND' });
      await t.app.db
        .updateTable('ad_subscriptions')
        .set({ is_active: 1, activated_at: '2000-01-01T00:00:00.000Z' })
        .where('type', '=', 2)
        .execute();
      refresh(t.app);
      expect((await get('/api/ads/2/')).statusCode).toBe(404);
      for (const space of ['0', '4', 'top'])
        expect((await get(`/api/ads/${space}/`)).statusCode).toBe(400);
    });
  });

  describe('demo activity', () => {
    it('keeps every wallet equal to its ledger', async () => {
      const rows = await sql<{
        user_id: number;
        credits: number;
        gains: number;
        c: number;
        g: number;
      }>`
        select w.user_id, w.credits, w.gains,
          (select coalesce(sum(amount), 0) from ledger_entries l where l.user_id = w.user_id and l.account = 'credits') as c,
          (select coalesce(sum(amount), 0) from ledger_entries l where l.user_id = w.user_id and l.account = 'gains') as g
        from wallets w`.execute(t.app.db);
      expect(rows.rows.length).toBeGreaterThanOrEqual(19);
      for (const row of rows.rows) {
        expect([Number(row.c), Number(row.g)], String(row.user_id)).toEqual([
          row.credits,
          row.gains,
        ]);
      }
      const demo = await userIdOf(t.app.db, 'player@quiz.cm');
      const plays = await t.app.db
        .selectFrom('plays')
        .select('id')
        .where('user_id', '=', demo)
        .execute();
      expect(plays).toEqual([]);
    });

    it('scores every answer and play by the shared rules', async () => {
      const answers = await t.app.db
        .selectFrom('answers')
        .innerJoin('questions', 'questions.id', 'answers.question_id')
        .select([
          'answers.play_id',
          'answers.id_values',
          'answers.is_correct',
          'questions.type',
          'questions.correction_ids',
        ])
        .execute();
      const right = new Map<number, number>();
      for (const a of answers) {
        const correct = isCorrect(
          a.type as QuestionType,
          JSON.parse(a.correction_ids),
          JSON.parse(a.id_values),
        );
        expect(a.is_correct).toBe(correct ? 1 : 0);
        right.set(a.play_id, (right.get(a.play_id) ?? 0) + a.is_correct);
      }
      const plays = await t.app.db
        .selectFrom('plays')
        .select((eb) => [
          'plays.id',
          'plays.type',
          'plays.note',
          'plays.is_winner',
          'plays.gain',
          'plays.solo_percentage_towin',
          eb
            .selectFrom('questions')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('questions.game_id', '=', 'plays.game_id')
            .as('questions'),
        ])
        .execute();
      expect(plays.length).toBeGreaterThan(100);
      const reward = soloReward(
        defaultSettings.gain_unit,
        defaultSettings.solo_units,
        defaultSettings.solo_win_gain_multiplicator,
      );
      for (const play of plays.filter((p) => p.type === 'solo')) {
        expect(play.note).toBe(right.get(play.id));
        const won = isSoloWin(play.note, Number(play.questions), play.solo_percentage_towin);
        expect([play.is_winner, play.gain]).toEqual(won ? [1, reward] : [0, 0]);
      }
    });

    it('settles closed challenges by the best score and leaves two open', async () => {
      const challenges = await t.app.db.selectFrom('challenges').selectAll().execute();
      expect(challenges.filter((c) => c.is_active === 0)).toHaveLength(3);
      expect(
        challenges.filter((c) => c.is_active === 1 && c.closes_at > new Date().toISOString()),
      ).toHaveLength(2);
      for (const challenge of challenges.filter((c) => c.is_active === 0)) {
        const plays = await t.app.db
          .selectFrom('plays')
          .selectAll()
          .where('challenge_id', '=', challenge.id)
          .execute();
        const best = Math.max(...plays.map((p) => p.note));
        const winners = plays.filter((p) => p.note === best);
        expect(challenge.total_gain).toBe(
          plays.length * challenge.number_of_ene * challenge.gain_unit,
        );
        expect(challenge.number_of_winners).toBe(winners.length);
        expect(challenge.gain_per_winner).toBe(gainPerWinner(challenge.total_gain, winners.length));
        for (const p of plays) expect(p.gain).toBe(p.note === best ? challenge.gain_per_winner : 0);
      }
    });

    it('fills trending, popular, the hall of fame and the statistics', async () => {
      const trending = (await get('/api/games/get/trending/1/6/?serializer_type=simple')).json();
      const popular = (await get('/api/games/get/popular/1/6/?serializer_type=simple')).json();
      expect(trending.list[0].number_of_plays).toBeGreaterThan(0);
      expect(trending.list.map((g: { id: number }) => g.id)).not.toEqual(
        popular.list.map((g: { id: number }) => g.id),
      );
      const fame = (await get('/api/hall-of-fame/last_30/1/10/')).json();
      expect(fame.podium).toHaveLength(3);
      expect(fame.list[0].amount_won).toBeGreaterThan(0);
      const stats = (await get('/api/general-stats/')).json();
      expect(stats.nbr_players).toBeGreaterThanOrEqual(16);
      expect(stats.nbr_challenges).toBe(5);
      expect(stats.nbr_chall_winners).toBeGreaterThanOrEqual(3);
      const started = (
        await get('/api/games/challenges/get/started_by_friends/1/10/', await demoToken())
      ).json();
      expect(started.list).toHaveLength(1);
    });

    it('finds community players without accents', async () => {
      const found = (await get(`/api/search/friends/helene/1/`, access)).json();
      expect(found.list.map((p: { player_name: string }) => p.player_name)).toContain(
        'HélèneAbena',
      );
      expect(found.list[0].email_phone_number).toMatch(/^hel\*\*\*@/);
    });
  });

  async function demoToken() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'player@quiz.cm', password: 'player-demo-2026' },
    });
    return res.json().access as string;
  }
});
