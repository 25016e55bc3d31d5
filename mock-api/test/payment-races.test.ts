import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashoutsOf } from '../src/domain/gains/cashouts';
import { checkLedger } from '../src/domain/ledger/check';
import { ordersOf, type PaymentKind } from '../src/domain/payments/orders';
import {
  NOT_FOUND,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderState,
  providersOf,
} from '../src/domain/payments/provider';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { giveGains, userId, wallet } from './helpers/games';

/*
 * Callbacks and reconciler passes that come while an order is being placed
 * with its provider. Read then, the order is unknown to the provider, which
 * answers "not found": taken for an outcome, it failed a cash-out whose
 * payout went on (its gains given back too) and a purchase the payer paid.
 */

type App = TestApp['app'];

const START_TIMEOUT_MS = 10_000;
const POLL_MS = 1_000;

let serial = 0;
async function player(app: App) {
  serial += 1;
  const email = `racer${serial}@example.cm`;
  const { access } = await newPlayer(app, email);
  const id = await userId(app, email);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  return { id, call };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the sandbox's starts until released, and says when one is under way. */
function holdStarts(app: App) {
  const sandbox = app.paymentProviders.byName('sandbox') as PaymentProvider;
  const start = sandbox.start;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  sandbox.start = async (order) => {
    reach();
    await gate;
    return start(order);
  };
  return {
    reached,
    release() {
      sandbox.start = start;
      release();
    },
  };
}

function events(app: App, kind: PaymentKind, id: number) {
  return app.db
    .selectFrom('payment_events')
    .select(['status', 'source', 'detail'])
    .where('transaction_kind', '=', kind)
    .where('transaction_id', '=', id)
    .orderBy('id')
    .execute();
}

const TABLE = { purchase: 'credit_transactions', cashout: 'cashouts' } as const;

async function latestOrder(app: App, kind: PaymentKind, user: number) {
  return app.db
    .selectFrom(TABLE[kind] as 'cashouts')
    .select(['id', 'reference', 'status'])
    .where('user_id', '=', user)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('callbacks and polls while an order is being placed', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: {
        SANDBOX_DELAY_MS: '40',
        PAYMENT_POLL_MS: String(POLL_MS),
        PAYMENT_START_TIMEOUT_MS: String(START_TIMEOUT_MS),
      },
    });
  });
  afterAll(() => t.close());

  const forged = (reference: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference }),
    });

  /** Places an order whose start is held while callbacks and polls come, and lets it settle. */
  async function race(kind: PaymentKind, phone: string) {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 400);
    const held = holdStarts(t.app);
    const placing =
      kind === 'cashout'
        ? p.call('POST', api.gains.cashout('om'), { phone_number: phone })
        : p.call('PUT', api.credits.mine(), {
            number_of_units: 10,
            pack_type: 'basic_pack',
            action: 'buy',
            payment_infos: { method: 'mtn', phone_number: phone },
          });
    await held.reached;
    const order = await latestOrder(t.app, kind, p.id);
    const reference = order.reference as string;
    const storm = () => [
      ...Array.from({ length: 20 }, () => forged(reference)),
      t.app.runPaymentJobs(),
    ];
    await Promise.all(storm());
    // Past the start window on the clock: the start under way still holds reads off.
    clock.advance(START_TIMEOUT_MS + POLL_MS + 1);
    await Promise.all(storm());
    expect((await latestOrder(t.app, kind, p.id)).status).toBe('INITIATED');
    await Promise.all([...storm(), sleep(1).then(held.release), ...storm()]);
    // Pending, or already settled by the callbacks heard during the start, read once it was recorded.
    const answered: string = (await placing).json().transaction.status;

    const url =
      kind === 'cashout'
        ? api.gains.cashoutState('om', order.id)
        : api.credits.buyState('mtn', order.id);
    const until = Date.now() + 5000;
    let status = 'PENDING';
    while (['INITIATED', 'PENDING'].includes(status) && Date.now() < until) {
      await Promise.all(storm());
      status = (await p.call('GET', url)).json().transaction.status;
    }
    await Promise.all(storm());
    const settled = (await events(t.app, kind, order.id)).filter((event) =>
      ['SUCCESSFULL', 'FAILURE'].includes(event.status),
    );
    return { p, answered, status, settled };
  }

  it('pays a cash-out out, the gains held, whatever callbacks come while it is placed', async () => {
    const { p, answered, status, settled } = await race('cashout', '690000001');
    expect(['PENDING', 'SUCCESSFULL']).toContain(answered);
    expect(status).toBe('SUCCESSFULL');
    expect(settled).toEqual([{ status: 'SUCCESSFULL', source: 'callback', detail: null }]);
    expect(await wallet(t.app, p.id)).toEqual({ credits: 3, gains: 0 });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('gives the gains back once when the payout really fails', async () => {
    const { p, answered, status, settled } = await race('cashout', '690000008');
    expect(['PENDING', 'FAILURE']).toContain(answered);
    expect(status).toBe('FAILURE');
    expect(settled).toEqual([{ status: 'FAILURE', source: 'callback', detail: 'rejected' }]);
    expect(await wallet(t.app, p.id)).toEqual({ credits: 3, gains: 400 });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('gives the credits of a purchase paid, once, whatever callbacks come while it is placed', async () => {
    const { p, answered, status, settled } = await race('purchase', '670000001');
    expect(['PENDING', 'SUCCESSFULL']).toContain(answered);
    expect(status).toBe('SUCCESSFULL');
    expect(settled).toHaveLength(1);
    expect(await wallet(t.app, p.id)).toEqual({ credits: 13, gains: 400 });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('gives nothing for a purchase the payer rejected', async () => {
    const { p, answered, status, settled } = await race('purchase', '670000008');
    expect(['PENDING', 'FAILURE']).toContain(answered);
    expect(status).toBe('FAILURE');
    expect(settled).toEqual([{ status: 'FAILURE', source: 'callback', detail: 'rejected' }]);
    expect(await wallet(t.app, p.id)).toEqual({ credits: 3, gains: 400 });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });
});

/*
 * A provider like MTN's, which reads an order by our reference: its answers
 * are scripted, and each may be held, to read an order back while it moves.
 */
function scripted() {
  const answers: { state: ProviderState; gate?: Promise<void> }[] = [];
  const provider: PaymentProvider = {
    name: 'scripted',
    directions: ['collection', 'payout'],
    start: async () => {
      throw new Error('timed out');
    },
    status: async (_order: PaymentOrder) => {
      const next = answers.shift();
      if (!next) throw new Error('no answer scripted');
      await next.gate;
      return next.state;
    },
    callbackReference: () => null,
  };
  return { provider, answers };
}

describe('a cash-out whose start had no answer', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { PAYMENT_POLL_MS: '600000' } });
  });
  afterAll(() => t.close());

  const timing = { expiryMs: 420_000, pollMs: POLL_MS, startTimeoutMs: START_TIMEOUT_MS };

  async function cashout() {
    const { provider, answers } = scripted();
    const orders = ordersOf(
      t.app.db,
      providersOf({ om: [provider] }),
      timing,
      t.app.reactions,
      t.app.clock,
    );
    const p = await player(t.app);
    await giveGains(t.app, p.id, 400);
    const placed = await cashoutsOf(t.app.db, orders).cashout(p.id, 'om', '690000001');
    expect(placed.status).toBe('INITIATED');
    return { p, orders, answers, id: placed.id };
  }

  it('is not read back before its start window ends, then fails as never placed', async () => {
    const { p, orders, answers, id } = await cashout();
    answers.push({ state: { status: 'FAILURE', reason: NOT_FOUND } });
    await orders.refresh('cashout', id, 'callback');
    expect(answers).toHaveLength(1);
    expect(await wallet(t.app, p.id)).toMatchObject({ gains: 0 });

    clock.advance(START_TIMEOUT_MS + POLL_MS);
    await orders.refresh('cashout', id, 'callback');
    expect((await latestOrder(t.app, 'cashout', p.id)).status).toBe('FAILURE');
    expect(await wallet(t.app, p.id)).toMatchObject({ gains: 400 });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('drops a "not found" read before the provider said it took the order', async () => {
    const { p, orders, answers, id } = await cashout();
    clock.advance(START_TIMEOUT_MS + POLL_MS);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    answers.push(
      { state: { status: 'FAILURE', reason: NOT_FOUND }, gate },
      { state: { status: 'PENDING' } },
    );
    // The first read is answered after the second moved the order on.
    const stale = orders.refresh('cashout', id, 'callback');
    while (answers.length > 1) await sleep(1);
    await orders.refresh('cashout', id, 'poll');
    expect((await latestOrder(t.app, 'cashout', p.id)).status).toBe('PENDING');
    release();
    await stale;
    expect((await latestOrder(t.app, 'cashout', p.id)).status).toBe('PENDING');

    // Read again once taken, "not found" is no outcome: written down, read again.
    answers.push({ state: { status: 'FAILURE', reason: NOT_FOUND } });
    await orders.refresh('cashout', id, 'poll');
    expect((await latestOrder(t.app, 'cashout', p.id)).status).toBe('PENDING');
    expect((await events(t.app, 'cashout', id)).at(-1)).toMatchObject({
      status: 'PENDING',
      detail: 'status unread: not_found for an order the provider took',
    });
    answers.push({ state: { status: 'SUCCESSFULL' } });
    await orders.refresh('cashout', id, 'poll');
    expect((await latestOrder(t.app, 'cashout', p.id)).status).toBe('SUCCESSFULL');
    expect(await wallet(t.app, p.id)).toMatchObject({ gains: 0 });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });
});

describe('a callback that comes before the start is recorded', () => {
  it('is read once the start is recorded, not left to the next poll', async () => {
    // No poll in sight, and a number the sandbox never calls back for: only the
    // callback sent here can settle the purchase.
    const clock = testClock();
    const t = await buildTestApp({
      clock,
      env: { SANDBOX_DELAY_MS: '40', PAYMENT_POLL_MS: '600000' },
    });
    try {
      const p = await player(t.app);
      const sandbox = t.app.paymentProviders.byName('sandbox') as PaymentProvider;
      const start = sandbox.start;
      let recorded = () => {};
      const slowRecord = new Promise<void>((resolve) => {
        recorded = resolve;
      });
      let answered = () => {};
      const providerAnswered = new Promise<void>((resolve) => {
        answered = resolve;
      });
      // The provider takes the order and pays it at once; its answer to the start is slow to reach us.
      sandbox.start = async (order) => {
        const state = await start(order);
        answered();
        await slowRecord;
        return state;
      };
      const placing = p.call('PUT', api.credits.mine(), {
        number_of_units: 10,
        pack_type: 'basic_pack',
        action: 'buy',
        payment_infos: { method: 'om', phone_number: '690000005' },
      });
      await providerAnswered;
      clock.advance(1_000);
      const order = await latestOrder(t.app, 'purchase', p.id);
      const callback = await t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ reference: order.reference }),
      });
      expect(callback.statusCode).toBe(200);
      expect((await latestOrder(t.app, 'purchase', p.id)).status).toBe('INITIATED');
      recorded();
      expect((await placing).statusCode).toBe(200);
      expect((await latestOrder(t.app, 'purchase', p.id)).status).toBe('SUCCESSFULL');
      expect((await wallet(t.app, p.id)).credits).toBe(13);
      expect(await checkLedger(t.app.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
