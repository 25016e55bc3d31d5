import { businessDay } from '@quiz/shared/format';
import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../src/db/time';
import { newPlayer } from './helpers/accounts';
import { twoIndexes } from './helpers/admin-games';
import { buildTestApp, type TestApp } from './helpers/app';
import { createGame, userId } from './helpers/games';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';

const { stats } = api.admin.super;
const day = (text: string) => ({
  year: Number(text.slice(0, 4)),
  month: Number(text.slice(5, 7)),
  day: Number(text.slice(8, 10)),
});

describe('statistics', () => {
  let t: TestApp;
  let boss: ManagerClient;
  let payments: ManagerClient;
  let players: number[];
  let games: { active: number; inactive: number };
  let history: number;

  beforeAll(async () => {
    t = await buildTestApp();
    boss = managerClient(
      t.app,
      (await newManager(t.app, 'stats.boss@example.cm', 'supermanager')).headers,
    );
    payments = managerClient(
      t.app,
      (await newManager(t.app, 'stats.payments@example.cm', 'paymentsmanager')).headers,
    );
    players = [];
    for (const name of ['ama', 'ben', 'cleo']) {
      await newPlayer(t.app, `${name}.stats@example.cm`);
      players.push(await userId(t.app, `${name}.stats@example.cm`));
    }
    [history] = await twoIndexes(t.app);
    const active = await createGame(t.app);
    const inactive = await createGame(t.app, { active: false });
    games = { active: active.id, inactive: inactive.id };
    await t.app.db
      .insertInto('game_game_indexes')
      .values([{ game_id: games.active, game_index_id: history }])
      .execute();
    const [ama, ben, cleo] = players as [number, number, number];
    const play = (user: number, game: number, type: 'solo' | 'challenge', at: string) => ({
      user_id: user,
      game_id: game,
      type,
      started_at: at,
      ended_at: at,
      is_active: 0,
    });
    await t.app.db
      .insertInto('plays')
      .values([
        play(ama, games.active, 'solo', '2026-03-01T10:00:00.000Z'),
        play(ben, games.active, 'solo', '2026-03-02T23:59:59.999Z'),
        play(cleo, games.active, 'challenge', '2026-03-03T00:00:00.000Z'),
        play(ama, games.inactive, 'solo', '2026-02-28T12:00:00.000Z'),
      ])
      .execute();
    const tx = (
      user: number,
      method: 'om' | 'mtn',
      status: 'SUCCESSFULL' | 'FAILURE',
      units: number,
      at: string,
      action: 'buy' | 'convert' = 'buy',
    ) => ({
      user_id: user,
      action,
      method,
      status,
      number_of_units: units,
      amount: units * 100,
      phone_number: '677000000',
      created_at: at,
      updated_at: at,
    });
    await t.app.db
      .insertInto('credit_transactions')
      .values([
        tx(ama, 'om', 'SUCCESSFULL', 5, '2026-03-01T08:00:00.000Z'),
        tx(ben, 'mtn', 'SUCCESSFULL', 10, '2026-03-02T08:00:00.000Z'),
        tx(ben, 'mtn', 'FAILURE', 10, '2026-03-02T09:00:00.000Z'),
        tx(cleo, 'om', 'SUCCESSFULL', 2, '2026-03-02T10:00:00.000Z', 'convert'),
        tx(cleo, 'om', 'SUCCESSFULL', 50, '2025-12-31T10:00:00.000Z'),
      ])
      .execute();
    const cashout = (
      user: number,
      method: 'om' | 'mtn',
      status: 'SUCCESSFULL' | 'FAILURE',
      amount: number,
    ) => ({
      user_id: user,
      method,
      status,
      amount,
      phone_number: '677000000',
      created_at: '2026-03-02T12:00:00.000Z',
      updated_at: '2026-03-02T12:00:00.000Z',
    });
    await t.app.db
      .insertInto('cashouts')
      .values([cashout(ama, 'om', 'SUCCESSFULL', 700), cashout(ben, 'mtn', 'FAILURE', 300)])
      .execute();
    await t.app.db
      .insertInto('share_events')
      .values([
        { user_id: ama, kind: 'challenge', target_id: 1, created_at: '2026-03-01T00:00:00.000Z' },
        { user_id: ama, kind: 'game', target_id: 1, created_at: '2026-03-01T00:00:00.000Z' },
      ])
      .execute();
    await t.app.db.updateTable('wallets').set({ gains: 1200 }).where('user_id', '=', ama).execute();
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: isoNow() })
      .where('id', '=', cleo)
      .execute();
  });
  afterAll(() => t.close());

  it('counts every indicator from the rows, over all time', async () => {
    const res = await boss.json('GET', stats.general());
    expect(res.statusCode, res.body).toBe(200);
    const general = res.json();
    expect(general).toMatchObject({
      to_cashout: 1200,
      // 3 free credits each for the three players and the two managers.
      credits_on: 15,
      users: 4,
      managers: 2,
      players: 2,
      new_players: 2,
      free_credits_distributed: 15,
      active_games: 1,
      inactive_games: 1,
      solos: 3,
      challenge_participations: 1,
      challenges_created: 0,
      credits_bought_om: 55,
      credits_bought_momo: 10,
      buy_amount_om: 5500,
      buy_amount_momo: 1000,
      buy_trans_failure_om: 0,
      buy_trans_failure_momo: 1,
      credits_convertion: 2,
      amount_converted: 200,
      amount_cashout_om: 700,
      amount_cashout_momo: 0,
      cashout_om: 1,
      cashout_momo: 0,
      cashout_failure_om: 0,
      cashout_failure_momo: 1,
      account_deletions: 1,
      challenges_social_sharing: 1,
    });
    expect(general.game_indexes).toEqual([
      { id: history, prim: { label_en: 'history', label_fr: 'history' }, plays: 3 },
      { id: history + 1, prim: { label_en: 'geography', label_fr: 'geography' }, plays: 0 },
    ]);
  });

  it('counts a period, both Douala days whole, for payments managers too', async () => {
    const res = await payments.json('GET', stats.range(day('2026-03-01'), day('2026-03-02')));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      // Ben's solo at 23:59 UTC on the 2nd is 00:59 on the 3rd in Douala: not this period's.
      solos: 1,
      challenge_participations: 0,
      credits_bought_om: 5,
      credits_bought_momo: 10,
      buy_trans_failure_momo: 1,
      credits_convertion: 2,
      amount_cashout_om: 700,
      challenges_social_sharing: 1,
      // Stocks stand as they are now.
      active_games: 1,
      to_cashout: 1200,
    });
    const one = (await boss.json('GET', stats.range(day('2026-03-03'), day('2026-03-03')))).json();
    expect(one).toMatchObject({ solos: 1, challenge_participations: 1, credits_bought_om: 0 });
    expect(one.game_indexes[0].plays).toBe(2);
  });

  it('charts a row a Douala day, zeros included', async () => {
    const res = await boss.json('GET', stats.series(day('2026-02-28'), day('2026-03-03')));
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json();
    // The play at 23:59 UTC on the 2nd counts on the 3rd, Douala's day at that instant.
    expect(days.map((d: { day: string; plays: number }) => [d.day, d.plays])).toEqual([
      ['2026-02-28', 1],
      ['2026-03-01', 1],
      ['2026-03-02', 0],
      ['2026-03-03', 2],
    ]);
    expect(days[2]).toMatchObject({
      money_in_om: 0,
      money_in_momo: 1000,
      money_out_om: 700,
      money_out_momo: 0,
      purchases: 1,
      purchase_failures: 1,
    });
    expect(days[1]).toMatchObject({ money_in_om: 500, purchases: 1, purchase_failures: 0 });
    // A conversion is no purchase.
    expect(days.reduce((total: number, d: { purchases: number }) => total + d.purchases, 0)).toBe(
      2,
    );
  });

  it('refuses impossible, reversed and too long periods, and callers who may not read', async () => {
    const bad = await boss.json('GET', stats.range(day('2026-02-31'), day('2026-03-01')));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'from.day': 'validation.date_invalid' });
    const reversed = await boss.json('GET', stats.range(day('2026-03-02'), day('2026-03-01')));
    expect(reversed.json().errors).toEqual({ to: 'validation.date_range_invalid' });
    const long = await boss.json('GET', stats.series(day('2024-01-01'), day('2026-01-01')));
    expect(long.json().errors).toEqual({ to: 'validation.range_too_long' });
    const junk = await boss.json('GET', '/api/admin/super/stats/20x6/1/1/2026/13/1/');
    expect(junk.statusCode).toBe(400);
    const games = await newManager(t.app, 'stats.games@example.cm', 'gamesmanager');
    const gamesClient = managerClient(t.app, games.headers);
    expect((await gamesClient.json('GET', stats.general())).statusCode).toBe(403);
    // The primary check of the figures lets payments managers in, not games managers.
    const check = api.admin.payments.primaryCheck();
    expect((await payments.json('GET', check)).json()).toEqual({ status_message: 'OK' });
    expect((await gamesClient.json('GET', check)).statusCode).toBe(403);
  });

  it("counts today's plays as they come, the past days from their daily counts, once", async () => {
    const before = (await boss.json('GET', stats.general())).json();
    const [, ben] = players as [number, number];
    const now = isoNow();
    await t.app.db
      .insertInto('plays')
      .values({
        user_id: ben,
        game_id: games.inactive,
        type: 'challenge',
        started_at: now,
        is_active: 1,
      })
      .execute();
    const after = (await boss.json('GET', stats.general())).json();
    expect(after.challenge_participations).toBe(before.challenge_participations + 1);
    expect(after.solos).toBe(before.solos);
    const doualaToday = businessDay(now);
    const today = (await boss.json('GET', stats.series(day(doualaToday), day(doualaToday)))).json();
    expect(today.days).toEqual([expect.objectContaining({ day: doualaToday, plays: 1 })]);
    // The past days were counted once: asking again adds nothing.
    expect((await boss.json('GET', stats.general())).json()).toEqual(after);
  });
});
