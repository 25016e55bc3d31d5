import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../src/db/transaction';
import { checkLedger } from '../src/domain/ledger/check';
import { post } from '../src/domain/ledger/ledger';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { createGame, makeFriends, userId, wallet } from './helpers/games';

/*
 * The Idempotency-Key of the money calls (http/idempotency.ts): one key per
 * action of the player; a retry with it gets the first answer back and moves
 * nothing more, however many copies arrive and whenever within a day.
 */

type Method = 'GET' | 'POST' | 'PUT';
const DAY_MS = 24 * 60 * 60 * 1000;
const FAST = { SANDBOX_DELAY_MS: '40', SANDBOX_PENDING_MS: '400', PAYMENT_POLL_MS: '600000' };

/** One credit converted from 100 FCFA of gains. */
const convertOne = { number_of_units: 1, pack_type: 'single', action: 'convert' };

describe('money calls with an Idempotency-Key', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: FAST, clock });
  });
  afterAll(() => t.close());

  let serial = 0;
  async function player() {
    serial += 1;
    const email = `keyed${serial}@example.cm`;
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    const call = (method: Method, url: string, payload?: unknown, key?: string) =>
      t.app.inject({
        method,
        url,
        headers: { ...bearer(access), ...(key ? { 'idempotency-key': key } : {}) },
        ...(payload ? { payload } : {}),
      });
    return { id, call };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  /** Credits or gains given by the house through the ledger. */
  async function give(id: number, account: 'credits' | 'gains', amount: number) {
    await transact(t.app.db, (trx) =>
      post(trx, {
        userId: id,
        account,
        amount,
        kind: 'seed_grant',
        reference: `test:${id}:${account}:${Math.random()}`,
      }),
    );
  }

  const conversions = (p: Player) =>
    t.app.db
      .selectFrom('credit_transactions')
      .select('id')
      .where('user_id', '=', p.id)
      .where('action', '=', 'convert')
      .execute();

  const convert = (p: Player, key?: string, payload: object = convertOne) =>
    p.call('PUT', api.credits.mine(), payload, key);

  it('converts once for 20 copies of one conversion at once; the others answer the same or IN_PROGRESS', async () => {
    const p = await player();
    await give(p.id, 'gains', 1500);
    const before = await wallet(t.app, p.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => convert(p, 'one-tap-20-copies')),
    );
    const applied = answers.filter((answer) => answer.statusCode === 200);
    expect(applied.length).toBeGreaterThanOrEqual(1);
    // Every 200 is the one conversion's answer; the rest found it still running.
    expect(new Set(applied.map((answer) => answer.body)).size).toBe(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ status_message: 'IN_PROGRESS' });
    }
    expect(await wallet(t.app, p.id)).toEqual({
      credits: before.credits + 1,
      gains: before.gains - 100,
    });
    expect(await conversions(p)).toHaveLength(1);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('converts as far as the gains go, never below zero, for 20 conversions with their own keys', async () => {
    const p = await player();
    await give(p.id, 'gains', 1500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => convert(p, i % 2 ? `own-key-${i}` : undefined)),
    );
    const codes = answers.map((answer) => answer.json().status_message);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(15);
    expect(codes.filter((code) => code === 'INSUFFICIENT')).toHaveLength(5);
    expect((await wallet(t.app, p.id)).gains).toBe(0);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('answers a retry after the first answer with that answer, moving nothing more', async () => {
    const p = await player();
    await give(p.id, 'gains', 1000);
    const first = await convert(p, 'retry-later');
    expect(first.statusCode).toBe(200);
    const after = await wallet(t.app, p.id);
    const again = await convert(p, 'retry-later');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await wallet(t.app, p.id)).toEqual(after);
    expect(await conversions(p)).toHaveLength(1);
    // A refusal is the first answer too: a retry of it is refused the same way.
    await give(p.id, 'gains', -900);
    const refused = await convert(p, 'refused-once');
    expect(refused.json().status_message).toBe('INSUFFICIENT');
    await give(p.id, 'gains', 900);
    const retried = await convert(p, 'refused-once');
    expect([retried.statusCode, retried.body]).toEqual([refused.statusCode, refused.body]);
    expect(await conversions(p)).toHaveLength(1);
  });

  it('refuses a key sent again with another request, changing nothing', async () => {
    const p = await player();
    await give(p.id, 'gains', 1000);
    expect((await convert(p, 'one-action')).statusCode).toBe(200);
    const after = await wallet(t.app, p.id);
    const other = await convert(p, 'one-action', { ...convertOne, number_of_units: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ status_message: 'IDEMPOTENCY_KEY_REUSED' });
    // The same key on another money call is another request too.
    const cashout = await p.call(
      'POST',
      api.gains.cashout('om'),
      { phone_number: '690000001' },
      'one-action',
    );
    expect(cashout.statusCode).toBe(422);
    expect(await wallet(t.app, p.id)).toEqual(after);
    expect(await conversions(p)).toHaveLength(1);
  });

  it('takes a key the same however the body is written', async () => {
    const p = await player();
    await give(p.id, 'gains', 1000);
    const first = await convert(p, 'same-body', {
      action: 'convert',
      pack_type: 'single',
      number_of_units: 1,
    });
    const again = await convert(p, 'same-body', {
      number_of_units: 1,
      action: 'convert',
      pack_type: 'single',
    });
    expect(again.body).toBe(first.body);
    expect(await conversions(p)).toHaveLength(1);
  });

  it('treats a key older than 24 hours as new', async () => {
    const p = await player();
    await give(p.id, 'gains', 1000);
    const first = await convert(p, 'a-day-old');
    clock.advance(DAY_MS - 60_000);
    expect((await convert(p, 'a-day-old')).body).toBe(first.body);
    clock.advance(2 * 60_000);
    const later = await convert(p, 'a-day-old');
    expect(later.statusCode).toBe(200);
    expect(later.body).not.toBe(first.body);
    expect(await conversions(p)).toHaveLength(2);
    expect((await wallet(t.app, p.id)).gains).toBe(800);
  });

  it("keeps one player's keys apart from another's", async () => {
    const a = await player();
    const b = await player();
    await give(a.id, 'gains', 1000);
    await give(b.id, 'gains', 1000);
    const fromA = await convert(a, 'shared-key');
    const fromB = await convert(b, 'shared-key');
    expect(fromB.statusCode).toBe(200);
    expect(fromB.json().transaction.id).not.toBe(fromA.json().transaction.id);
    expect((await wallet(t.app, a.id)).gains).toBe(900);
    expect((await wallet(t.app, b.id)).gains).toBe(900);
  });

  it('runs the work again on a retry after a server failure, which moved nothing', async () => {
    const p = await player();
    await give(p.id, 'gains', 1000);
    const update = t.app.purchases.update;
    t.app.purchases.update = () => Promise.reject(new Error('database gone'));
    try {
      expect((await convert(p, 'after-failure')).statusCode).toBe(500);
    } finally {
      t.app.purchases.update = update;
    }
    const retried = await convert(p, 'after-failure');
    expect(retried.statusCode).toBe(200);
    expect((await wallet(t.app, p.id)).gains).toBe(900);
  });

  it('refuses a malformed key with 400 BAD, changing nothing', async () => {
    const p = await player();
    await give(p.id, 'gains', 1000);
    for (const key of ['x'.repeat(256), 'two words']) {
      const answer = await convert(p, key);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        status_message: 'BAD',
        errors: { 'idempotency-key': 'validation.value_invalid' },
      });
    }
    expect(await conversions(p)).toHaveLength(0);
  });

  it('buys once for a purchase sent twice with its key', async () => {
    const p = await player();
    const buy = {
      number_of_units: 10,
      pack_type: 'basic_pack',
      action: 'buy',
      payment_infos: { method: 'om', phone_number: '690000009' },
    };
    const answers = await Promise.all([
      p.call('PUT', api.credits.mine(), buy, 'buy-tap'),
      p.call('PUT', api.credits.mine(), buy, 'buy-tap'),
    ]);
    const again = await p.call('PUT', api.credits.mine(), buy, 'buy-tap');
    const first = answers.find((answer) => answer.statusCode === 200);
    expect(first?.json().transaction.status).toBe('PENDING');
    expect(again.body).toBe(first?.body);
    const purchases = await t.app.db
      .selectFrom('credit_transactions')
      .select('id')
      .where('user_id', '=', p.id)
      .where('action', '=', 'buy')
      .execute();
    expect(purchases).toHaveLength(1);
  });

  it('cashes out once for a cash-out sent twice with its key', async () => {
    const p = await player();
    await give(p.id, 'gains', 700);
    const cashout = () =>
      p.call('POST', api.gains.cashout('om'), { phone_number: '690000001' }, 'cashout-tap');
    const answers = await Promise.all([cashout(), cashout()]);
    const first = answers.find((answer) => answer.statusCode === 200);
    expect(first?.json().transaction.amount).toBe(700);
    const other = answers.find((answer) => answer !== first);
    expect([200, 409]).toContain(other?.statusCode);
    expect((await cashout()).body).toBe(first?.body);
    const held = await t.app.db
      .selectFrom('cashouts')
      .select('id')
      .where('user_id', '=', p.id)
      .execute();
    expect(held).toHaveLength(1);
    expect((await wallet(t.app, p.id)).gains).toBe(0);
  });

  it('sends energy once for an accept sent again with its key, and answers it the same', async () => {
    const asker = await player();
    const giver = await player();
    await makeFriends(t.app, asker.id, giver.id);
    await give(giver.id, 'credits', 10);
    const { request } = (
      await asker.call('POST', api.credits.requests.init(), {
        receiver: giver.id,
        number_of_units: 5,
      })
    ).json();
    const accept = () =>
      giver.call(
        'PUT',
        api.credits.requests.accept(request.id),
        { number_of_units: 4 },
        'send-energy',
      );
    const before = await wallet(t.app, giver.id);
    const first = await accept();
    expect(first.statusCode).toBe(200);
    const again = await accept();
    // Without the key the second accept is 409 NOT_MODIFIED; with it, the first answer.
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
    expect(await wallet(t.app, giver.id)).toEqual({ ...before, credits: before.credits - 4 });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('starts one challenge for a start sent again with its key, and answers it the same', async () => {
    const p = await player();
    await give(p.id, 'credits', 10);
    const game = await createGame(t.app);
    const start = () =>
      p.call(
        'POST',
        '/api/games/challenge/start/',
        { number_of_energies: 2, game_id: game.id },
        'start-tap',
      );
    const before = await wallet(t.app, p.id);
    const first = await start();
    expect(first.statusCode).toBe(201);
    const again = await start();
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    expect(await wallet(t.app, p.id)).toEqual({ ...before, credits: before.credits - 2 });
  });
});
