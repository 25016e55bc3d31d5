import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../src/db/transaction';
import { post } from '../src/domain/ledger/ledger';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { type TestClock, testClock } from './helpers/clock';
import { createGame, makeFriends, userId, wallet } from './helpers/games';
import { PlayClient } from './helpers/socket';

/*
 * Limits a player sets on buying and staking, and self-exclusion: a lower
 * limit holds at once, a higher one a day later; a break stops purchases,
 * stakes and invitations, not cash-outs.
 */

type Method = 'GET' | 'POST' | 'PUT';
const HOUR = 60 * 60 * 1000;

describe('responsible play', () => {
  let t: TestApp;
  let clock: TestClock;
  let base: string;
  let serial = 0;
  beforeAll(async () => {
    clock = testClock();
    t = await buildTestApp({
      clock,
      env: { SANDBOX_DELAY_MS: '30', PAYMENT_POLL_MS: '600000' },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  async function player() {
    serial += 1;
    const email = `careful${serial}@example.cm`;
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    const call = (method: Method, url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
    return { id, access, call };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const buy = (p: Player, pack = 'basic', units = 10) =>
    p.call('PUT', api.credits.mine(), {
      number_of_units: units,
      pack_type: pack,
      action: 'buy',
      payment_infos: { method: 'om', phone_number: '690000001' },
    });
  const limit = (p: Player, kind: string, period: string, amount: number | null) =>
    p.call('PUT', api.me.playLimits(), { kind, period, amount });
  const limitOf = async (p: Player, kind: string, period: string) =>
    (await p.call('GET', api.me.responsiblePlay()))
      .json()
      .limits.find(
        (one: { kind: string; period: string }) => one.kind === kind && one.period === period,
      );
  const startChallenge = (p: Player, gameId: number, energies = 1, friends: number[] = []) =>
    p.call('POST', '/api/games/challenge/start/', {
      game_id: gameId,
      number_of_energies: energies,
      friends,
    });
  const settle = async (p: Player, id: number) => {
    for (let i = 0; i < 200; i += 1) {
      const { transaction } = (await p.call('GET', api.credits.buyState('om', id))).json();
      if (transaction.status !== 'PENDING') return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('starts with no limit and no break', async () => {
    const p = await player();
    const answer = (await p.call('GET', api.me.responsiblePlay())).json();
    expect(answer.self_exclusion).toBeNull();
    expect(answer.limits).toHaveLength(6);
    expect(answer.limits[0]).toEqual({
      kind: 'purchase',
      period: 'day',
      amount: null,
      used: 0,
      pending: null,
    });
  });

  it('refuses a purchase over a limit, counting what is bought in the period', async () => {
    const p = await player();
    expect((await limit(p, 'purchase', 'day', 15)).statusCode).toBe(200);
    const first = (await buy(p)).json().transaction;
    await settle(p, first.id);
    const over = await buy(p);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      status_message: 'LIMIT_REACHED',
      kind: 'purchase',
      period: 'day',
      limit: 15,
      used: 10,
    });
    expect((await limitOf(p, 'purchase', 'day')).used).toBe(10);
    const bought = await t.app.db
      .selectFrom('credit_transactions')
      .select('id')
      .where('user_id', '=', p.id)
      .execute();
    expect(bought).toHaveLength(1);
    // Five single credits still fit today.
    expect((await buy(p, 'single', 1)).statusCode).toBe(200);
  });

  it('lowers a limit at once, raises or removes it only a day later', async () => {
    const p = await player();
    await limit(p, 'stake', 'week', 20);
    await limit(p, 'stake', 'week', 5);
    expect(await limitOf(p, 'stake', 'week')).toMatchObject({ amount: 5, pending: null });

    await limit(p, 'stake', 'week', 50);
    const raised = await limitOf(p, 'stake', 'week');
    expect(raised.amount).toBe(5);
    expect(raised.pending.amount).toBe(50);
    expect(Date.parse(raised.pending.from) - Date.now()).toBeGreaterThan(23 * HOUR);
    clock.advance(24 * HOUR + 1000);
    expect(await limitOf(p, 'stake', 'week')).toMatchObject({ amount: 50, pending: null });

    await limit(p, 'stake', 'week', null);
    expect(await limitOf(p, 'stake', 'week')).toMatchObject({
      amount: 50,
      pending: { amount: null },
    });
    clock.advance(24 * HOUR + 1000);
    expect(await limitOf(p, 'stake', 'week')).toMatchObject({ amount: null, pending: null });

    for (const bad of [
      { kind: 'stake', period: 'year', amount: 5 },
      { kind: 'stake', period: 'day', amount: 0 },
      { kind: 'bets', period: 'day', amount: 5 },
    ]) {
      expect((await p.call('PUT', api.me.playLimits(), bad)).statusCode).toBe(400);
    }
  });

  it('refuses stakes over a limit, also many at once', async () => {
    const p = await player();
    await limit(p, 'stake', 'day', 2);
    const games = await Promise.all(Array.from({ length: 5 }, () => createGame(t.app)));
    const answers = await Promise.all(games.map((game) => startChallenge(p, game.id)));
    const codes = answers.map((answer) => answer.json().status_message ?? answer.statusCode);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(2);
    expect(codes.filter((code) => code === 'LIMIT_REACHED')).toHaveLength(3);
    expect((await wallet(t.app, p.id)).credits).toBe(1);
    expect((await limitOf(p, 'stake', 'day')).used).toBe(2);
  });

  it('counts a period on the server clock: a day later, the day holds nothing spent', async () => {
    const p = await player();
    await limit(p, 'stake', 'day', 2);
    await limit(p, 'purchase', 'day', 15);
    const [first, second, third] = [
      await createGame(t.app),
      await createGame(t.app),
      await createGame(t.app),
    ];
    expect((await startChallenge(p, first.id, 2)).json().status_message).toBe('OK');
    const bought = (await buy(p)).json().transaction;
    await settle(p, bought.id);
    expect((await limitOf(p, 'stake', 'day')).used).toBe(2);
    expect((await limitOf(p, 'purchase', 'day')).used).toBe(10);
    expect((await startChallenge(p, second.id)).json().status_message).toBe('LIMIT_REACHED');

    clock.advance(24 * HOUR + 1000);
    expect((await limitOf(p, 'stake', 'day')).used).toBe(0);
    expect((await limitOf(p, 'purchase', 'day')).used).toBe(0);
    expect((await limitOf(p, 'stake', 'week')).used).toBe(2);
    expect((await startChallenge(p, third.id)).json().status_message).toBe('OK');
  });

  it('stops purchases, stakes and invitations during a break, not cash-outs', async () => {
    const p = await player();
    const friend = await player();
    await makeFriends(t.app, p.id, friend.id);
    await transact(t.app.db, (trx) =>
      post(trx, {
        userId: p.id,
        account: 'gains',
        amount: 500,
        kind: 'seed_grant',
        reference: 'test:break',
      }),
    );
    expect((await p.call('POST', api.me.selfExclusion(), { days: 6 })).statusCode).toBe(400);
    const rest = await p.call('POST', api.me.selfExclusion(), { days: 30 });
    expect(rest.statusCode).toBe(200);
    const { until } = rest.json().self_exclusion;
    // A shorter break does not shorten it.
    await p.call('POST', api.me.selfExclusion(), { days: 7 });
    expect((await p.call('GET', api.me.responsiblePlay())).json().self_exclusion.until).toBe(until);

    const game = await createGame(t.app);
    for (const refused of [
      await buy(p),
      await p.call('PUT', api.credits.mine(), {
        number_of_units: 1,
        pack_type: 'single',
        action: 'convert',
      }),
      await startChallenge(p, game.id),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status_message: 'SELF_EXCLUDED', until });
    }
    const solo = await PlayClient.open(base, { token: p.access, game_id: game.id, type: 'solo' });
    expect((await solo.next()).status_message).toBe('SELF_EXCLUDED');
    solo.close();

    // A friend's challenge does not invite a player on a break.
    const invited = await startChallenge(friend, game.id, 1, [p.id]);
    expect(invited.statusCode, invited.body).toBe(201);
    const invitations = await t.app.db
      .selectFrom('challenge_invitations')
      .select('id')
      .where('receiver_id', '=', p.id)
      .execute();
    expect(invitations).toEqual([]);

    // Gains are the player's, break or not.
    const cashout = await p.call('POST', api.gains.cashout('om'), { phone_number: '690000001' });
    expect(cashout.statusCode).toBe(200);
    expect((await wallet(t.app, p.id)).credits).toBe(3);

    clock.advance(30 * 24 * HOUR + 1000);
    expect((await p.call('GET', api.me.responsiblePlay())).json().self_exclusion).toBeNull();
    expect((await startChallenge(p, game.id)).statusCode).toBe(201);
  });
});
