import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchasesOf } from '../src/domain/credits/purchases';
import { checkLedger } from '../src/domain/ledger/check';
import { ordersOf } from '../src/domain/payments/orders';
import { type PaymentProvider, providersOf } from '../src/domain/payments/provider';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { userId, wallet } from './helpers/games';

/*
 * The order rules against a provider that says what it likes: an amount
 * other than ours is never credited, and does not leave the player stuck.
 */

/** A provider that takes every order and reports it paid, `extra` FCFA off. */
function liar(extra: number): PaymentProvider {
  return {
    name: 'liar',
    directions: ['collection', 'payout'],
    start: async (order) => ({
      status: 'SUCCESSFULL',
      providerReference: 'x',
      amount: order.amount + extra,
    }),
    status: async (order) => ({ status: 'SUCCESSFULL', amount: order.amount + extra }),
    callbackReference: () => null,
  };
}

describe('orders whose provider reports another amount', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PAYMENT_POLL_MS: '600000' } });
  });
  afterAll(() => t.close());

  it('credits nothing, writes it down for staff, and frees the player for another purchase', async () => {
    await newPlayer(t.app, 'paid.less@example.cm');
    const id = await userId(t.app, 'paid.less@example.cm');
    const timing = { expiryMs: 60_000, pollMs: 60_000, startTimeoutMs: 1_000 };
    const orders = ordersOf(
      t.app.db,
      providersOf({ om: [liar(-900)] }),
      timing,
      t.app.reactions,
      t.app.clock,
    );
    const purchases = purchasesOf(t.app.db, orders, t.app.clock);
    const input = {
      number_of_units: 10,
      pack_type: 'basic',
      action: 'buy' as const,
      payment_infos: { method: 'om' as const, phone_number: '690000001' },
    };
    const first = await purchases.update(id, input);
    expect(first).toMatchObject({ status: 'INITIATED', is_active: false });
    expect((await wallet(t.app, id)).credits).toBe(3);
    const events = await t.app.db
      .selectFrom('payment_events')
      .select('detail')
      .where('transaction_kind', '=', 'purchase')
      .where('transaction_id', '=', first.id)
      .execute();
    expect(events.map((event) => event.detail)).toContain(
      'amount_mismatch: provider says 50, ours 950',
    );
    // Read back again, it is still not credited.
    await orders.refresh('purchase', first.id, 'poll');
    expect((await wallet(t.app, id)).credits).toBe(3);
    // Not the player's ongoing purchase any more: another may start.
    const second = await purchases.update(id, input);
    expect(second.id).not.toBe(first.id);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });
});

describe('the payment callback route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stops a flood from one address, since each callback costs a read from the provider', async () => {
    const callback = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox/',
        headers: { 'content-type': 'application/json' },
        payload: '{"reference":"not-ours"}',
      });
    const answers = await Promise.all(Array.from({ length: 600 }, callback));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const over = await callback();
    expect(over.statusCode).toBe(429);
    expect(over.json().status_message).toBe('TOO_MANY_REQUESTS');
  });
});
