import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { channelFigures, checkLedger } from '../src/domain/ledger/check';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { type TestClock, testClock } from './helpers/clock';
import { testDialect } from './helpers/database';
import { giveGains, userId, wallet } from './helpers/games';
import { type Instance, startInstances } from './helpers/instances';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';
import { PlayClient } from './helpers/socket';

/*
 * Buying credits and cashing gains out through the sandbox provider, whose
 * outcome follows the phone number's last digit: 1 pays, 8 is rejected, 7
 * expires, 9 stays pending a while, 6 calls back twice, 5 never calls back.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type App = TestApp['app'];

const FAST = {
  SANDBOX_DELAY_MS: '40',
  SANDBOX_PENDING_MS: '400',
  // The reconciler stays out of the way unless a test calls it.
  PAYMENT_POLL_MS: '600000',
};

let serial = 0;
async function player(app: App) {
  serial += 1;
  const email = `payer${serial}@example.cm`;
  const { access } = await newPlayer(app, email);
  const id = await userId(app, email);
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  return { id, access, call };
}
type Player = Awaited<ReturnType<typeof player>>;

const basic = (phone: string) => ({
  number_of_units: 10,
  pack_type: 'basic_pack',
  action: 'buy',
  payment_infos: { method: 'om', phone_number: phone },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sandbox's callback for an order, sent now rather than after its real-time delay. */
const sandboxCallback = (app: App, reference: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/callback/sandbox/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ reference }),
  });

/** The transaction once it is no longer under way, read as the player reads it. */
async function settled(p: Player, url: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { transaction } = (await p.call('GET', url)).json();
    if (!['INITIATED', 'PENDING'].includes(transaction.status)) return transaction;
    if (Date.now() > until) throw new Error(`still ${transaction.status}`);
    await sleep(20);
  }
}

function events(app: App, kind: 'purchase' | 'cashout', id: number) {
  return app.db
    .selectFrom('payment_events')
    .select(['status', 'source', 'detail'])
    .where('transaction_kind', '=', kind)
    .where('transaction_id', '=', id)
    .orderBy('id')
    .execute();
}

describe('buying credits with mobile money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: FAST });
  });
  afterAll(() => t.close());

  it('shows the packs, their prices and my balances', async () => {
    const p = await player(t.app);
    const mine = await p.call('GET', api.credits.mine());
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      status_message: 'OK',
      indicators: { requests_received: 0, requests_sent: 0 },
      unit_price: 100,
      number_of_credits: 3,
      gains: 0,
    });
    expect(mine.json().packages.map((pack: { code: string }) => pack.code)).toEqual([
      'single',
      'basic',
      'normal',
      'premium',
    ]);
    expect((await t.app.inject({ method: 'GET', url: api.credits.mine() })).statusCode).toBe(401);
  });

  it('answers a purchase pending at once, and gives the credits once the channel says it was paid', async () => {
    const p = await player(t.app);
    const started = await p.call('PUT', api.credits.mine(), basic('690000001'));
    expect(started.statusCode, started.body).toBe(200);
    const { transaction } = started.json();
    expect(transaction).toMatchObject({
      action: 'buy',
      method: 'om',
      status: 'PENDING',
      is_active: true,
      number_of_units: 10,
      amount: 950,
      phone_number: '690000001',
    });
    expect(transaction.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect((await wallet(t.app, p.id)).credits).toBe(3);

    const done = await settled(p, api.credits.buyState('om', transaction.id));
    expect(done).toMatchObject({ status: 'SUCCESSFULL', is_active: false });
    expect((await wallet(t.app, p.id)).credits).toBe(13);
    expect(await events(t.app, 'purchase', transaction.id)).toEqual([
      { status: 'INITIATED', source: 'start', detail: null },
      { status: 'PENDING', source: 'start', detail: null },
      { status: 'SUCCESSFULL', source: 'callback', detail: null },
    ]);
    expect(await checkLedger(t.app.db)).toEqual([]);

    // The receipt: a notification in the player's language, and a page to print.
    const notices = (await p.call('GET', api.notifications.list(1))).json();
    const receipt = JSON.stringify(notices);
    expect(receipt).toContain('950 FCFA');
    expect(receipt).toContain('Orange Money 690****01');
    expect(receipt).toContain(transaction.reference);
    const printed = await p.call('GET', api.credits.receipt('purchases', transaction.id));
    expect(printed.json().receipt).toMatchObject({
      action: 'buy',
      status: 'SUCCESSFULL',
      amount: 950,
      number_of_units: 10,
      method: 'om',
      phone_number: '690****01',
      reference: transaction.reference,
    });
    const stranger = await player(t.app);
    expect(
      (await stranger.call('GET', api.credits.receipt('purchases', transaction.id))).statusCode,
    ).toBe(404);
  });

  it('gives nothing for a payment the payer rejected or let expire, and says so', async () => {
    const p = await player(t.app);
    for (const [phone, reason] of [
      ['690000008', 'rejected'],
      ['690000007', 'expired'],
    ] as const) {
      const { transaction } = (await p.call('PUT', api.credits.mine(), basic(phone))).json();
      const done = await settled(p, api.credits.buyState('om', transaction.id));
      expect(done).toMatchObject({ status: 'FAILURE', is_active: false });
      const row = await t.app.db
        .selectFrom('credit_transactions')
        .select('failure_reason')
        .where('id', '=', transaction.id)
        .executeTakeFirstOrThrow();
      expect(row.failure_reason).toBe(reason);
    }
    expect((await wallet(t.app, p.id)).credits).toBe(3);
    const notices = (await p.call('GET', api.notifications.list(1))).json();
    expect(JSON.stringify(notices)).toMatch(/Purchase failed|Achat échoué/);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('keeps a slow payment pending, one purchase at a time, then settles it', async () => {
    // Pending for a minute of the server's clock, which only this test moves.
    const clock = testClock();
    const own = await buildTestApp({ env: { ...FAST, SANDBOX_PENDING_MS: '60000' }, clock });
    try {
      const p = await player(own.app);
      const slow = basic('690000009');
      const { transaction } = (await p.call('PUT', api.credits.mine(), slow)).json();
      clock.advance(30_000);
      const state = await p.call('GET', api.credits.buyState('om', transaction.id));
      expect(state.json().transaction).toMatchObject({ status: 'PENDING', is_active: true });
      const second = await p.call('PUT', api.credits.mine(), basic('690000001'));
      expect(second.statusCode).toBe(403);
      expect(second.json().status_message).toBe('NOT_ALLOWED');

      // Paid when the minute is over; its callback, a minute of real time away, is sent here.
      clock.advance(30_000);
      await sandboxCallback(own.app, transaction.reference);
      expect(await settled(p, api.credits.buyState('om', transaction.id))).toMatchObject({
        status: 'SUCCESSFULL',
      });
      expect((await wallet(own.app, p.id)).credits).toBe(13);
      // Settled, the next purchase may start.
      expect((await p.call('PUT', api.credits.mine(), basic('690000001'))).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('starts one purchase when Buy is pressed twice at once', async () => {
    const p = await player(t.app);
    // A number the sandbox keeps pending a while: the first purchase is still under way
    // when the second arrives, however slowly a loaded machine runs the two.
    const answers = await Promise.all([
      p.call('PUT', api.credits.mine(), basic('690000009')),
      p.call('PUT', api.credits.mine(), basic('690000009')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const paid = answers.find((answer) => answer.statusCode === 200)?.json().transaction;
    await settled(p, api.credits.buyState('om', paid.id));
    expect((await wallet(t.app, p.id)).credits).toBe(13);
  });

  it('applies a callback sent twice, and any number of forged ones, once', async () => {
    // The provider settles on the server's clock, which only this test moves (its
    // own callbacks are a minute of real time away): a callback forged before
    // that meets a payment still pending, however slow the machine is.
    const clock = testClock();
    const own = await buildTestApp({ env: { ...FAST, SANDBOX_DELAY_MS: '60000' }, clock });
    try {
      await forgedCallbacksApplyOnce(own.app, clock);
    } finally {
      await own.close();
    }
  });

  async function forgedCallbacksApplyOnce(app: App, clock: TestClock) {
    const p = await player(app);
    const { transaction } = (await p.call('PUT', api.credits.mine(), basic('690000006'))).json();
    const forged = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ reference: transaction.reference, status: 'SUCCESSFULL' }),
      });
    // Before the provider says it was paid, a callback cannot make it so.
    expect((await forged()).json()).toEqual({ status_message: 'OK' });
    expect(
      (await p.call('GET', api.credits.buyState('om', transaction.id))).json().transaction.status,
    ).toBe('PENDING');

    // Paid by the provider's clock: the callback, sent twice, and five forged at once apply once.
    clock.advance(60_000);
    await forged();
    await forged();
    await settled(p, api.credits.buyState('om', transaction.id));
    await Promise.all(Array.from({ length: 5 }, forged));
    expect((await wallet(app, p.id)).credits).toBe(13);
    const paid = (await events(app, 'purchase', transaction.id)).filter(
      (event) => event.status === 'SUCCESSFULL',
    );
    expect(paid).toHaveLength(1);
    const entries = await app.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('reference', '=', `credit_transaction:${transaction.id}`)
      .execute();
    expect(entries).toEqual([{ amount: 10 }]);

    // Callbacks that name nothing of ours, or come from no provider we have, change nothing.
    for (const [url, payload] of [
      ['/api/payments/callback/sandbox/', '{"reference":"not-ours"}'],
      ['/api/payments/callback/sandbox/', 'not json'],
      ['/api/payments/callback/nobody/', JSON.stringify({ reference: transaction.reference })],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(await checkLedger(app.db)).toEqual([]);
  }

  it('refuses a purchase it cannot make, changing nothing', async () => {
    const p = await player(t.app);
    const cases: [unknown, number, string, Record<string, string>?][] = [
      [
        { ...basic('690000001'), pack_type: 'gold' },
        400,
        'BAD',
        { pack_type: 'validation.pack_invalid' },
      ],
      [
        { ...basic('690000001'), number_of_units: 11 },
        400,
        'INVALID_NUMBER_OF_UNITS',
        { number_of_units: 'validation.units_pack_mismatch' },
      ],
      [
        { ...basic('690000001'), payment_infos: undefined },
        400,
        'BAD',
        { payment_infos: 'validation.required' },
      ],
      [
        { ...basic('12'), payment_infos: { method: 'om', phone_number: '12' } },
        400,
        'BAD',
        { 'payment_infos.phone_number': 'validation.phone_invalid' },
      ],
      [
        { ...basic('690000001'), payment_infos: { method: 'visa', phone_number: '690000001' } },
        400,
        'BAD',
      ],
      [{ ...basic('690000001'), pack_type: 'premium', number_of_units: 1001 }, 400, 'OVERFLOW'],
    ];
    for (const [payload, status, message, errors] of cases) {
      const answer = await p.call('PUT', api.credits.mine(), payload);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().status_message).toBe(message);
      if (errors) expect(answer.json().errors).toMatchObject(errors);
    }
    expect(
      await t.app.db
        .selectFrom('credit_transactions')
        .select('id')
        .where('user_id', '=', p.id)
        .execute(),
    ).toEqual([]);

    // Someone else's purchase, or one read by another channel, is not found.
    const other = await player(t.app);
    const { transaction } = (
      await other.call('PUT', api.credits.mine(), basic('690000001'))
    ).json();
    for (const url of [api.credits.buyState('om', transaction.id)]) {
      expect((await p.call('GET', url)).statusCode).toBe(404);
    }
    expect((await other.call('GET', api.credits.buyState('mtn', transaction.id))).statusCode).toBe(
      404,
    );
    await settled(other, api.credits.buyState('om', transaction.id));
  });

  it('buys with MTN Mobile Money too, under its other name momo', async () => {
    const p = await player(t.app);
    const answer = await p.call('PUT', api.credits.mine(), {
      ...basic('670000001'),
      payment_infos: { method: 'momo', phone_number: '+237 670 00 00 01' },
    });
    expect(answer.json().transaction).toMatchObject({ method: 'mtn', phone_number: '670000001' });
    await settled(p, api.credits.buyState('mtn', answer.json().transaction.id));
    const [om, mtn] = await channelFigures(t.app.db);
    expect(mtn).toMatchObject({ method: 'mtn', moneyIn: 950, held: 950, moneyOut: 0 });
    expect(om?.moneyIn).toBeGreaterThan(0);
  });
});

describe('converting gains into credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: FAST });
  });
  afterAll(() => t.close());

  const convert = (units: number, pack = 'basic') => ({
    number_of_units: units,
    pack_type: pack,
    action: 'convert',
  });

  it('takes the price from the gains and gives the credits at once', async () => {
    const p = await player(t.app);
    expect((await p.call('PUT', api.credits.mine(), convert(10))).json().status_message).toBe(
      'INSUFFICIENT',
    );
    await giveGains(t.app, p.id, 1000);
    const answer = await p.call('PUT', api.credits.mine(), convert(10));
    expect(answer.json().transaction).toMatchObject({
      action: 'convert',
      method: null,
      status: 'SUCCESSFULL',
      amount: 950,
      number_of_units: 10,
    });
    expect(await wallet(t.app, p.id)).toEqual({ credits: 13, gains: 50 });
    expect(
      (await p.call('PUT', api.credits.mine(), convert(1001, 'premium'))).json().status_message,
    ).toBe('OVERFLOW');
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it("gives a pack's reduction only for its units, as a purchase does", async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 5000);
    for (const [units, pack, error] of [
      [1, 'premium', 'validation.units_premium_min'],
      [50, 'premium', 'validation.units_premium_min'],
      [3, 'basic', 'validation.units_pack_mismatch'],
      [2, 'single', 'validation.units_pack_mismatch'],
    ] as const) {
      const answer = await p.call('PUT', api.credits.mine(), convert(units, pack));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        status_message: 'INVALID_NUMBER_OF_UNITS',
        errors: { number_of_units: error },
      });
    }
    expect(await wallet(t.app, p.id)).toEqual({ credits: 3, gains: 5000 });
    const premium = await p.call('PUT', api.credits.mine(), convert(51, 'premium'));
    expect(premium.json().transaction).toMatchObject({ number_of_units: 51, amount: 51 * 80 });
  });

  it('never takes more than the gains, with 50 conversions at once', async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 950 * 5 + 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => p.call('PUT', api.credits.mine(), convert(10))),
    );
    const codes = answers.map((answer) => answer.json().status_message);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(5);
    expect(codes.filter((code) => code === 'INSUFFICIENT')).toHaveLength(45);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await wallet(t.app, p.id)).toEqual({ credits: 53, gains: 10 });
    const sums = await t.app.db
      .selectFrom('ledger_entries')
      .select(['account', (eb) => eb.fn.sum<number>('amount').as('sum')])
      .where('user_id', '=', p.id)
      .groupBy('account')
      .execute();
    expect(Object.fromEntries(sums.map((row) => [row.account, Number(row.sum)]))).toEqual({
      credits: 53,
      gains: 10,
    });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });
});

describe('cashing gains out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: FAST });
  });
  afterAll(() => t.close());

  const cashout = (p: Player, phone: string, method = 'om') =>
    p.call('POST', api.gains.cashout(method as 'om'), { phone_number: phone });

  it('holds the gains at once and pays them out', async () => {
    // Paid on the server's clock, which only this test moves: the cash-out is still
    // under way when it is read back, however slow the machine is.
    const clock = testClock();
    const own = await buildTestApp({ env: { ...FAST, SANDBOX_DELAY_MS: '60000' }, clock });
    try {
      await holdsThenPaysOut(own.app, clock);
    } finally {
      await own.close();
    }
  });

  async function holdsThenPaysOut(app: App, clock: TestClock) {
    const p = await player(app);
    expect((await cashout(p, '690000001')).json().status_message).toBe('NO_GAIN');
    await giveGains(app, p.id, 500);
    const answer = await cashout(p, '690000001');
    expect(answer.statusCode, answer.body).toBe(200);
    const { transaction } = answer.json();
    expect(transaction).toMatchObject({
      method: 'om',
      status: 'PENDING',
      amount: 500,
      is_active: true,
    });
    expect((await wallet(app, p.id)).gains).toBe(0);
    expect((await p.call('GET', api.gains.mine())).json()).toMatchObject({
      gains: 0,
      ongoing: { id: transaction.id },
    });
    expect(await checkLedger(app.db)).toEqual([]);

    // Paid when the minute is over; its callback, a minute of real time away, is sent here.
    clock.advance(60_000);
    await sandboxCallback(app, transaction.reference);
    const done = await settled(p, api.gains.cashoutState('om', transaction.id));
    expect(done).toMatchObject({ status: 'SUCCESSFULL', is_active: false });
    expect((await wallet(app, p.id)).gains).toBe(0);
    expect(
      (await p.call('GET', api.credits.receipt('cashouts', transaction.id))).json().receipt,
    ).toMatchObject({
      action: 'cashout',
      number_of_units: null,
      amount: 500,
      phone_number: '690****01',
    });
    expect((await p.call('GET', api.gains.mine())).json()).toMatchObject({
      gains: 0,
      ongoing: null,
    });
    expect((await channelFigures(app.db)).find((c) => c.method === 'om')).toMatchObject({
      moneyOut: 500,
      held: -500,
    });
    expect(await checkLedger(app.db)).toEqual([]);
  }

  it('holds the gains once when Cash out is pressed twice at once', async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 700);
    const answers = await Promise.all([cashout(p, '690000001'), cashout(p, '690000001')]);
    const codes = answers.map((answer) => answer.json().status_message);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    // The other finds the gains held already, or the cash-out under way.
    expect(codes.filter((code) => code === 'NO_GAIN' || code === 'NOT_ALLOWED')).toHaveLength(1);
    const held = answers.find((answer) => answer.statusCode === 200)?.json().transaction;
    expect(held.amount).toBe(700);
    await settled(p, api.gains.cashoutState('om', held.id));
    expect((await wallet(t.app, p.id)).gains).toBe(0);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('gives the gains back when the payout fails', async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 300);
    const { transaction } = (await cashout(p, '690000008')).json();
    expect((await wallet(t.app, p.id)).gains).toBe(0);
    expect(await settled(p, api.gains.cashoutState('om', transaction.id))).toMatchObject({
      status: 'FAILURE',
    });
    expect((await wallet(t.app, p.id)).gains).toBe(300);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('pays one cash-out at a time, to a channel that is set up, and keeps them to their owner', async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 200);
    const mtn = await cashout(p, '670000001', 'mtn');
    expect(mtn.statusCode).toBe(400);
    expect(mtn.json()).toMatchObject({
      errors: { method: 'validation.payment_method_unavailable' },
    });
    expect((await cashout(p, '12')).json().errors).toEqual({
      phone_number: 'validation.phone_invalid',
    });

    const { transaction } = (await cashout(p, '690000009')).json();
    await giveGains(t.app, p.id, 100);
    const second = await cashout(p, '690000001');
    expect(second.statusCode).toBe(403);
    expect((await wallet(t.app, p.id)).gains).toBe(100);
    const stranger = await player(t.app);
    expect(
      (await stranger.call('GET', api.gains.cashoutState('om', transaction.id))).statusCode,
    ).toBe(404);
    await settled(p, api.gains.cashoutState('om', transaction.id));
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('lists my receipts, purchases and cash-outs together, newest first', async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 2000);
    await p.call('PUT', api.credits.mine(), {
      number_of_units: 10,
      pack_type: 'basic',
      action: 'convert',
    });
    const cash = (await cashout(p, '690000001')).json().transaction;
    await settled(p, api.gains.cashoutState('om', cash.id));
    const page = (await p.call('GET', api.credits.receipts(1))).json();
    expect(page.number_of_pages).toBe(1);
    expect(page.list.map((r: { list: string; action: string }) => `${r.list}:${r.action}`)).toEqual(
      ['cashouts:cashout', 'purchases:convert'],
    );
    expect(page.list[0]).toMatchObject({ amount: 1050, phone_number: '690****01' });
    const stranger = await player(t.app);
    expect((await stranger.call('GET', api.credits.receipts(1))).json()).toEqual({
      list: [],
      number_of_pages: 0,
    });
  });

  it('keeps the number cash-outs go to: Orange Money now, MTN not yet', async () => {
    const p = await player(t.app);
    expect((await p.call('GET', api.me.paymentInfo())).json()).toEqual({
      status_message: 'OK',
      payment_info: null,
      methods: ['om'],
    });
    const saved = await p.call('PUT', api.me.paymentInfo(), {
      method: 'om',
      phone_number: '690 11 22 33',
    });
    expect(saved.json().payment_info).toEqual({ method: 'om', phone_number: '690112233' });
    const mtn = await p.call('PUT', api.me.paymentInfo(), {
      method: 'mtn',
      phone_number: '670112233',
    });
    expect(mtn.json()).toMatchObject({
      status_message: 'BAD',
      errors: { method: 'validation.payment_method_unavailable' },
    });
    expect((await p.call('GET', api.me.paymentInfo())).json().payment_info.method).toBe('om');
  });
});

describe('the reconciler', () => {
  it('finds the outcome of a purchase whose callback never came, after a restart', async () => {
    const t = await buildTestApp({
      env: { ...FAST, PAYMENT_POLL_MS: '100', PAYMENT_START_TIMEOUT_MS: '100' },
    });
    const p = await player(t.app);
    const { transaction } = (await p.call('PUT', api.credits.mine(), basic('690000005'))).json();
    expect(transaction.status).toBe('PENDING');
    await t.app.close();

    const restarted = await buildApp({
      config: t.config,
      pgSchema: t.database.pgSchema,
      logger: false,
    });
    await restarted.ready();
    try {
      const until = Date.now() + 5000;
      while ((await wallet(restarted, p.id)).credits !== 13 && Date.now() < until) await sleep(50);
      expect((await wallet(restarted, p.id)).credits).toBe(13);
      expect((await events(restarted, 'purchase', transaction.id)).at(-1)).toMatchObject({
        status: 'SUCCESSFULL',
        source: 'poll',
      });
    } finally {
      await restarted.close();
      await t.database.drop();
    }
  });

  it('fails a payment still pending past its expiry, and gives a held cash-out back', async () => {
    const t = await buildTestApp({
      env: {
        SANDBOX_DELAY_MS: '40',
        SANDBOX_PENDING_MS: '60000',
        PAYMENT_EXPIRY_MS: '1000',
        PAYMENT_POLL_MS: '100',
        PAYMENT_START_TIMEOUT_MS: '100',
      },
    });
    try {
      const p = await player(t.app);
      await giveGains(t.app, p.id, 400);
      const cash = (
        await p.call('POST', api.gains.cashout('om'), { phone_number: '690000009' })
      ).json();
      const buy = (await p.call('PUT', api.credits.mine(), basic('690000009'))).json();
      expect((await wallet(t.app, p.id)).gains).toBe(0);
      const gone = await settled(p, api.gains.cashoutState('om', cash.transaction.id));
      expect(gone.status).toBe('FAILURE');
      expect((await settled(p, api.credits.buyState('om', buy.transaction.id))).status).toBe(
        'FAILURE',
      );
      expect(await wallet(t.app, p.id)).toEqual({ credits: 3, gains: 400 });
      expect((await events(t.app, 'cashout', cash.transaction.id)).at(-1)).toMatchObject({
        status: 'FAILURE',
        source: 'expiry',
        detail: 'expired',
      });
      expect(await checkLedger(t.app.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the reconciler with many orders due at once', () => {
  it('reads back in one pass every order due, more than one claim takes', async () => {
    const clock = testClock();
    const t = await buildTestApp({
      clock,
      env: { ...FAST, SANDBOX_PENDING_MS: '3600000', PAYMENT_EXPIRY_MS: '60000' },
    });
    try {
      // A claim takes 20 orders of each kind: 25 purchases and 25 cash-outs, all pending.
      const players = await Promise.all(Array.from({ length: 25 }, () => player(t.app)));
      const placed = await Promise.all(
        players.map(async (p) => {
          await giveGains(t.app, p.id, 400);
          const cash = await p.call('POST', api.gains.cashout('om'), {
            phone_number: '690000009',
          });
          const buy = await p.call('PUT', api.credits.mine(), basic('690000009'));
          return { p, cash: cash.json().transaction, buy: buy.json().transaction };
        }),
      );
      expect(
        placed.every(({ cash, buy }) => cash.status === 'PENDING' && buy.status === 'PENDING'),
      ).toBe(true);
      // Past their expiry and their next reading back; the timer's pass is ten minutes of
      // real time away.
      clock.advance(601_000);
      await t.app.runPaymentJobs();
      const still = await t.app.db
        .selectFrom('credit_transactions')
        .select('id')
        .where('status', 'in', ['INITIATED', 'PENDING'])
        .execute();
      const cashing = await t.app.db
        .selectFrom('cashouts')
        .select('id')
        .where('status', 'in', ['INITIATED', 'PENDING'])
        .execute();
      expect({ purchases: still.length, cashouts: cashing.length }).toEqual({
        purchases: 0,
        cashouts: 0,
      });
      for (const { p } of placed)
        expect(await wallet(t.app, p.id)).toEqual({ credits: 3, gains: 400 });
      expect(await checkLedger(t.app.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the buy-credits and cash-out sockets', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: FAST });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('tell the ongoing purchase on connection, each change as it comes, and one asked for', async () => {
    const p = await player(t.app);
    const socket = await PlayClient.open(base, { token: p.access }, undefined, '/ws/buy-credits/');
    expect(await socket.next()).toEqual({
      status_message: 'PRIMARY_DISTRIBUTION',
      avialable_transaction: false,
    });
    const { transaction } = (await p.call('PUT', api.credits.mine(), basic('690000001'))).json();
    const notice = (await socket.next()) as unknown as Record<string, unknown>;
    expect(notice).toMatchObject({
      status_message: 'ONGOING_PAYMENT_TRANSACTION_NOTIFY',
      transaction_id: transaction.id,
      method: 'om',
      transaction: { status: 'SUCCESSFULL' },
    });
    socket.send({ transaction_id: transaction.id });
    expect(await socket.next()).toMatchObject({
      status_message: 'ONGOING_PAYMENT_TRANSACTION_RETURN',
      transaction_id: transaction.id,
    });
    socket.send({ transaction_id: transaction.id + 1000 });
    expect((await socket.next()).status_message).toBe('INVALID_ID');
    socket.close();
  });

  it('tell a cash-out being paid, then paid', async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 250);
    const { transaction } = (
      await p.call('POST', api.gains.cashout('om'), { phone_number: '690000009' })
    ).json();
    const socket = await PlayClient.open(base, { token: p.access }, undefined, '/ws/cashout/');
    expect(await socket.next()).toMatchObject({
      status_message: 'PRIMARY_DISTRIBUTION',
      ongoing_transaction_id: transaction.id,
      method: 'om',
    });
    expect(await socket.next()).toMatchObject({
      status_message: 'ONGOING_PAYMENT_TRANSACTION_NOTIFY',
      available_transaction_id: transaction.id,
      transaction: { status: 'SUCCESSFULL' },
    });
    socket.close();
  });

  it('refuses a bad token', async () => {
    const socket = await PlayClient.open(base, { token: 'nope' }, undefined, '/ws/cashout/');
    expect((await socket.next()).status_message).toBe('NOT_AUTHENTICATED');
    expect(await socket.closing()).toBe(4401);
  });
});

describe('payments without the sandbox', () => {
  // Production runs so (config.test.ts): the sandbox gives credits for nothing.
  it('offers no channel until a real provider is set up', async () => {
    const t = await buildTestApp({ env: { PAYMENT_SANDBOX: 'false' } });
    try {
      const p = await player(t.app);
      const answer = await p.call('PUT', api.credits.mine(), basic('690000001'));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        status_message: 'INVALID_PAYMENT_METHOD',
        errors: { method: 'validation.payment_method_unavailable' },
      });
    } finally {
      await t.close();
    }
  });
});

describe('the payments view of payments staff', () => {
  let t: TestApp;
  let staff: ManagerClient;
  let buyer: Player;
  let bought: { id: number; reference: string };
  beforeAll(async () => {
    t = await buildTestApp({ env: FAST });
    staff = managerClient(
      t.app,
      (await newManager(t.app, 'cashier@example.cm', 'paymentsmanager')).headers,
    );
    buyer = await player(t.app);
    await t.app.db
      .updateTable('users')
      .set({ player_name: 'Épargnant' })
      .where('id', '=', buyer.id)
      .execute();
    bought = (await buyer.call('PUT', api.credits.mine(), basic('690000001'))).json().transaction;
    await settled(buyer, api.credits.buyState('om', bought.id));
    const failed = (await buyer.call('PUT', api.credits.mine(), basic('690000008'))).json();
    await settled(buyer, api.credits.buyState('om', failed.transaction.id));
    await giveGains(t.app, buyer.id, 2000);
    await buyer.call('PUT', api.credits.mine(), {
      number_of_units: 10,
      pack_type: 'basic',
      action: 'convert',
    });
    const cash = (
      await buyer.call('POST', api.gains.cashout('om'), { phone_number: '690000001' })
    ).json();
    await settled(buyer, api.gains.cashoutState('om', cash.transaction.id));
  });
  afterAll(() => t.close());

  const rest = (url: string, params: Record<string, unknown>) =>
    `${url}?${new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)]),
    )}`;

  it('lists purchases by status and channel, newest first, with the total in Content-Range', async () => {
    const all = await staff.json(
      'GET',
      rest(api.admin.payments.list('purchases'), { range: [0, 9] }),
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-range']).toBe('purchases 0-2/3');
    expect(
      all.json().map((r: { action: string; status: string }) => `${r.action}:${r.status}`),
    ).toEqual(['convert:SUCCESSFULL', 'buy:FAILURE', 'buy:SUCCESSFULL']);
    const paid = await staff.json(
      'GET',
      rest(api.admin.payments.list('purchases'), {
        filter: { status: 'SUCCESSFULL', method: 'om' },
      }),
    );
    expect(paid.json()).toHaveLength(1);
    expect(paid.json()[0]).toMatchObject({
      id: bought.id,
      amount: 950,
      number_of_units: 10,
      provider: 'sandbox',
      player: { id: buyer.id, player_name: 'Épargnant' },
    });
    const byReference = await staff.json(
      'GET',
      rest(api.admin.payments.list('purchases'), { filter: { q: bought.reference } }),
    );
    expect(byReference.json().map((r: { id: number }) => r.id)).toEqual([bought.id]);
    const bad = await staff.json(
      'GET',
      rest(api.admin.payments.list('purchases'), { filter: { status: 'LOST' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ filter: 'validation.value_invalid' });
  });

  it('shows a purchase with every state change, to answer "I paid and got nothing"', async () => {
    const detail = await staff.json('GET', api.admin.payments.one('purchases', bought.id));
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail
        .json()
        .events.map((e: { status: string; source: string }) => `${e.status}/${e.source}`),
    ).toEqual(['INITIATED/start', 'PENDING/start', 'SUCCESSFULL/callback']);
    expect(detail.json().provider_reference).toMatch(/^sandbox:/);
    expect((await staff.json('GET', api.admin.payments.one('cashouts', 999_999))).statusCode).toBe(
      404,
    );
  });

  it('totals each channel: money in, money out, failures', async () => {
    const totals = await staff.json('GET', api.admin.payments.totals());
    expect(totals.json()).toEqual([
      {
        id: 'om',
        purchases: 1,
        purchased_units: 10,
        purchased_amount: 950,
        purchases_failed: 1,
        purchases_pending: 0,
        cashouts: 1,
        cashed_out_amount: 1050,
        cashouts_failed: 0,
        cashouts_pending: 0,
        cashouts_pending_amount: 0,
      },
      {
        id: 'mtn',
        purchases: 0,
        purchased_units: 0,
        purchased_amount: 0,
        purchases_failed: 0,
        purchases_pending: 0,
        cashouts: 0,
        cashed_out_amount: 0,
        cashouts_failed: 0,
        cashouts_pending: 0,
        cashouts_pending_amount: 0,
      },
    ]);
    // The statistics read the same payments.
    const stats = (await staff.json('GET', api.admin.super.stats.general())).json();
    expect(stats).toMatchObject({
      credits_bought_om: 10,
      buy_amount_om: 950,
      buy_trans_failure_om: 1,
      credits_convertion: 10,
      amount_converted: 950,
      amount_cashout_om: 1050,
      cashout_om: 1,
    });
  });

  it('exports a list as CSV a French spreadsheet opens with its accents', async () => {
    const csv = await staff.json('GET', api.admin.payments.exportCsv('purchases'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toContain('Opération;Canal;Statut;Montant (FCFA)');
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes(';Épargnant;'))).toBe(true);
    const english = await staff.json('GET', `${api.admin.payments.exportCsv('cashouts')}?lang=en`);
    expect(english.rawPayload.toString('utf8')).toContain('Amount (FCFA)');
  });
});

describe.runIf(testDialect === 'postgres')('payments across instances on one PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;
  let first: Instance;
  let second: Instance;
  let base: string;
  beforeAll(async () => {
    cluster = await startInstances(2, FAST);
    [first, second] = cluster.apps as [Instance, Instance];
    base = await first.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => cluster?.close());

  it("tells a purchase made through one instance on the other's socket", async () => {
    const p = await player(second);
    const socket = await PlayClient.open(base, { token: p.access }, undefined, '/ws/buy-credits/');
    expect((await socket.next()).status_message).toBe('PRIMARY_DISTRIBUTION');
    const { transaction } = (await p.call('PUT', api.credits.mine(), basic('690000001'))).json();
    expect(await socket.next()).toMatchObject({
      status_message: 'ONGOING_PAYMENT_TRANSACTION_NOTIFY',
      transaction_id: transaction.id,
      transaction: { status: 'SUCCESSFULL' },
    });
    expect((await wallet(first, p.id)).credits).toBe(13);
    socket.close();
  });
});
