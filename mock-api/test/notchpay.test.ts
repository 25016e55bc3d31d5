import { readdirSync, readlinkSync } from 'node:fs';
import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeNotchPay, fakeNotchPay, NOTCH_KEYS } from '../../tests/support/notchpay.mjs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { checkLedger } from '../src/domain/ledger/check';
import type { PaymentProvider } from '../src/domain/payments/provider';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, productionEnv, type TestApp } from './helpers/app';
import { type TestClock, testClock } from './helpers/clock';
import { createTestDatabase } from './helpers/database';
import { giveGains, userId, wallet } from './helpers/games';

/*
 * The server taking real money through Notch Pay, against a stand-in of its
 * API on a real socket: purchases charged on the payer's phone (MTN) or on
 * Notch Pay's hosted page (Orange), cash-outs as transfers, signed webhooks
 * heard only as a hint to read the order back, replayed, forged and sent
 * while an order is being placed; and the routing checked at boot.
 */

type App = TestApp['app'];
const POLL_MS = 1_000;
const WEBHOOK = '/api/payments/callback/notchpay/';

let serial = 0;
async function player(app: App) {
  serial += 1;
  const email = `notch${serial}@example.cm`;
  const { access } = await newPlayer(app, email);
  const id = await userId(app, email);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  return { id, call };
}

const buy = (method: 'om' | 'mtn', phone: string) => ({
  number_of_units: 10,
  pack_type: 'basic_pack',
  action: 'buy',
  payment_infos: { method, phone_number: phone },
});

function send(app: App, rawBody: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined && { 'x-notch-signature': signature }),
    },
    payload: rawBody,
  });
}

const TABLE = { purchase: 'credit_transactions', cashout: 'cashouts' } as const;
function order(app: App, kind: keyof typeof TABLE, id: number) {
  return app.db
    .selectFrom(TABLE[kind] as 'cashouts')
    .select(['id', 'reference', 'status', 'provider', 'provider_reference'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
function events(app: App, kind: keyof typeof TABLE, id: number) {
  return app.db
    .selectFrom('payment_events')
    .select(['status', 'source', 'detail'])
    .where('transaction_kind', '=', kind)
    .where('transaction_id', '=', id)
    .orderBy('id')
    .execute();
}

describe('Notch Pay as the provider of every channel and direction', () => {
  let notch: FakeNotchPay;
  let t: TestApp;
  let clock: TestClock;
  const logs: string[] = [];
  beforeAll(async () => {
    notch = await fakeNotchPay();
    clock = testClock();
    t = await buildTestApp({
      clock,
      logger: { level: 'warn', stream: { write: (line) => void logs.push(line) } },
      env: {
        ...NOTCH_KEYS,
        NOTCHPAY_URL: notch.url,
        NOTCHPAY_HOSTED: 'om',
        PUBLIC_URL: 'https://quiz.example',
        PAYMENT_ROUTES: '*:*=notchpay',
        PAYMENT_POLL_MS: String(POLL_MS),
        MTN_CASHOUT: 'true',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await notch.close();
  });

  it('charges an MTN purchase on the payer’s phone and credits it once, whatever the replays', async () => {
    const p = await player(t.app);
    const before = await wallet(t.app, p.id);
    const answer = await p.call('PUT', api.credits.mine(), buy('mtn', '670000001'));
    expect(answer.statusCode).toBe(200);
    const { transaction } = answer.json();
    expect(transaction).toMatchObject({ status: 'PENDING', payment_url: null });
    const row = await order(t.app, 'purchase', transaction.id);
    const item = notch.of(row.reference);
    expect(row).toMatchObject({ provider: 'notchpay', provider_reference: item.reference });
    const [init, charge] = notch.requests.filter(
      (r) => r.body?.reference === row.reference || r.path === `/payments/${item.reference}`,
    );
    expect(init).toMatchObject({
      method: 'POST',
      path: '/payments',
      headers: { authorization: NOTCH_KEYS.NOTCHPAY_PUBLIC_KEY },
      body: { amount: item.amount, currency: 'XAF', reference: row.reference },
    });
    expect(init?.headers['x-grant']).toBeUndefined();
    expect(charge).toMatchObject({
      method: 'POST',
      body: { channel: 'cm.mtn', data: { phone: '+237670000001', country: 'CM' } },
    });

    item.status = 'complete';
    const hook = notch.webhook(item);
    for (let i = 0; i < 3; i += 1) {
      expect((await send(t.app, hook.rawBody, hook.signature)).statusCode).toBe(200);
    }
    expect((await order(t.app, 'purchase', transaction.id)).status).toBe('SUCCESSFULL');
    const after = await wallet(t.app, p.id);
    expect(after.credits - before.credits).toBeGreaterThan(0);
    const settledEvents = (await events(t.app, 'purchase', transaction.id)).filter(
      (e) => e.status === 'SUCCESSFULL',
    );
    expect(settledEvents).toHaveLength(1);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('sends an Orange purchase to the hosted page, and trusts the status read over the webhook', async () => {
    const p = await player(t.app);
    const before = await wallet(t.app, p.id);
    const { transaction } = (
      await p.call('PUT', api.credits.mine(), buy('om', '690000001'))
    ).json();
    const row = await order(t.app, 'purchase', transaction.id);
    const item = notch.of(row.reference);
    expect(transaction.payment_url).toBe(`${notch.url}/pay/${item.reference}`);
    expect(
      notch.requests.some((r) => r.path === `/payments/${item.reference}` && r.method === 'POST'),
    ).toBe(false);
    expect(notch.requests.find((r) => r.body?.reference === row.reference)?.body).toMatchObject({
      callback: 'https://quiz.example/my-credits',
    });

    // A signed webhook saying "complete" while Notch Pay's status still says pending.
    const early = notch.webhook(item, 'complete');
    expect((await send(t.app, early.rawBody, early.signature)).statusCode).toBe(200);
    expect((await order(t.app, 'purchase', transaction.id)).status).toBe('PENDING');
    expect((await wallet(t.app, p.id)).credits).toBe(before.credits);

    // The payer approves; the webhook is lost; the reconciler reads it back.
    item.status = 'complete';
    clock.advance(POLL_MS + 1);
    await t.app.runPaymentJobs();
    expect((await order(t.app, 'purchase', transaction.id)).status).toBe('SUCCESSFULL');
    expect((await wallet(t.app, p.id)).credits).toBeGreaterThan(before.credits);
  });

  it('fails a purchase Notch Pay refuses (an invalid number), with its reason', async () => {
    const p = await player(t.app);
    const before = await wallet(t.app, p.id);
    const { transaction } = (
      await p.call('PUT', api.credits.mine(), buy('mtn', '670000002'))
    ).json();
    expect(transaction.status).toBe('FAILURE');
    expect((await events(t.app, 'purchase', transaction.id)).at(-1)).toMatchObject({
      status: 'FAILURE',
      detail: 'payer_not_found',
    });
    expect((await wallet(t.app, p.id)).credits).toBe(before.credits);
    // Its player is told why, in the player's reasons; another player reads nothing of it.
    expect(transaction.failure_reason).toBe('no_account');
    const state = await p.call('GET', api.credits.buyState('mtn', transaction.id));
    expect(state.json().transaction).toMatchObject({
      status: 'FAILURE',
      failure_reason: 'no_account',
    });
    const receipt = await p.call('GET', api.credits.receipt('purchases', transaction.id));
    expect(receipt.json().receipt).toMatchObject({
      status: 'FAILURE',
      failure_reason: 'no_account',
    });
    const other = await player(t.app);
    const theirs = await other.call('GET', api.credits.buyState('mtn', transaction.id));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('no_account');
  });

  it('fails a purchase the payer cancels, read back after its webhook', async () => {
    const p = await player(t.app);
    const { transaction } = (
      await p.call('PUT', api.credits.mine(), buy('mtn', '670000004'))
    ).json();
    const item = notch.of((await order(t.app, 'purchase', transaction.id)).reference);
    item.status = 'canceled';
    const hook = notch.webhook(item);
    await send(t.app, hook.rawBody, hook.signature);
    expect((await order(t.app, 'purchase', transaction.id)).status).toBe('FAILURE');
  });

  it('pays a cash-out as a transfer with the X-Grant key, and gives the gains back when it fails', async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 500);
    const paid = (
      await p.call('POST', api.gains.cashout('om'), { phone_number: '690000001' })
    ).json();
    const row = await order(t.app, 'cashout', paid.transaction.id);
    const item = notch.of(row.reference);
    expect(notch.requests.find((r) => r.body?.reference === row.reference)).toMatchObject({
      path: '/transfers',
      headers: { 'x-grant': NOTCH_KEYS.NOTCHPAY_PRIVATE_KEY },
      body: { channel: 'cm.orange', amount: 500, beneficiary_data: { phone: '+237690000001' } },
    });
    item.status = 'complete';
    const hook = notch.webhook(item);
    await send(t.app, hook.rawBody, hook.signature);
    await send(t.app, hook.rawBody, hook.signature);
    expect((await order(t.app, 'cashout', row.id)).status).toBe('SUCCESSFULL');
    expect((await wallet(t.app, p.id)).gains).toBe(0);
    const paidState = await p.call('GET', api.gains.cashoutState('om', row.id));
    expect(paidState.json().transaction).toMatchObject({
      status: 'SUCCESSFULL',
      failure_reason: null,
    });

    await giveGains(t.app, p.id, 300);
    const failed = (
      await p.call('POST', api.gains.cashout('om'), { phone_number: '690000001' })
    ).json();
    const second = notch.of((await order(t.app, 'cashout', failed.transaction.id)).reference);
    second.status = 'failed';
    const bad = notch.webhook(second);
    await send(t.app, bad.rawBody, bad.signature);
    expect((await order(t.app, 'cashout', failed.transaction.id)).status).toBe('FAILURE');
    expect((await wallet(t.app, p.id)).gains).toBe(300);
    const failedState = await p.call('GET', api.gains.cashoutState('om', failed.transaction.id));
    expect(failedState.json().transaction.failure_reason).toBe('failed');

    // Refused at once for want of balance on the account: failed, gains given back.
    const poor = (
      await p.call('POST', api.gains.cashout('om'), { phone_number: '690000003' })
    ).json();
    expect(poor.transaction.status).toBe('FAILURE');
    expect(poor.transaction.failure_reason).toBe('not_enough_funds');
    const stranger = await player(t.app);
    const theirs = await stranger.call('GET', api.gains.cashoutState('om', poor.transaction.id));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('not_enough_funds');
    expect((await events(t.app, 'cashout', poor.transaction.id)).at(-1)?.detail).toBe(
      'not_enough_funds',
    );
    expect((await wallet(t.app, p.id)).gains).toBe(300);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('offers MTN cash-out where it is switched on and Notch Pay pays MTN out', async () => {
    const p = await player(t.app);
    expect((await p.call('GET', api.me.paymentInfo())).json().methods).toEqual(['om', 'mtn']);
    const saved = await p.call('PUT', api.me.paymentInfo(), {
      method: 'mtn',
      phone_number: '670112234',
    });
    expect(saved.json().payment_info).toEqual({ method: 'mtn', phone_number: '670112234' });
    await giveGains(t.app, p.id, 250);
    const answer = await p.call('POST', api.gains.cashout('mtn'), { phone_number: '670112234' });
    expect(answer.statusCode).toBe(200);
    const row = await order(t.app, 'cashout', answer.json().transaction.id);
    expect(notch.of(row.reference)).toMatchObject({ kind: 'transfer', channel: 'cm.mtn' });
  });

  it('refuses unsigned and forged webhooks with 401 and changes nothing, logging no secret', async () => {
    const p = await player(t.app);
    const { transaction } = (
      await p.call('PUT', api.credits.mine(), buy('mtn', '670000001'))
    ).json();
    const item = notch.of((await order(t.app, 'purchase', transaction.id)).reference);
    item.status = 'complete';
    const good = notch.webhook(item);
    const forged = notch.webhook(item, 'complete', 'not-the-hash-key');
    const refused = [
      await send(t.app, good.rawBody),
      await send(t.app, good.rawBody, forged.signature),
      await send(t.app, good.rawBody, good.signature.slice(0, 10)),
      await send(t.app, good.rawBody, `${good.signature}00`),
      await send(t.app, `${good.rawBody} `, good.signature),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().status_message).toBeTruthy();
    }
    expect((await order(t.app, 'purchase', transaction.id)).status).toBe('PENDING');
    expect(logs.some((line) => line.includes('signature does not hold'))).toBe(true);
    expect(logs.some((line) => line.includes(item.merchant_reference))).toBe(false);
    expect(logs.some((line) => line.includes(good.signature))).toBe(false);
    // The real one, signed, settles it.
    await send(t.app, good.rawBody, good.signature.toUpperCase());
    expect((await order(t.app, 'purchase', transaction.id)).status).toBe('SUCCESSFULL');
  });

  it('does not take "not found" for a failure of an order Notch Pay took', async () => {
    const p = await player(t.app);
    const { transaction } = (
      await p.call('PUT', api.credits.mine(), buy('mtn', '670000001'))
    ).json();
    const item = notch.of((await order(t.app, 'purchase', transaction.id)).reference);
    notch.overrides.set(item.reference, { status: 404, body: { code: 404, message: 'Not found' } });
    const hook = notch.webhook(item, 'complete');
    await send(t.app, hook.rawBody, hook.signature);
    clock.advance(POLL_MS + 1);
    await t.app.runPaymentJobs();
    expect((await order(t.app, 'purchase', transaction.id)).status).toBe('PENDING');
    expect((await events(t.app, 'purchase', transaction.id)).at(-1)?.detail).toContain('not_found');
    notch.overrides.delete(item.reference);
    item.status = 'complete';
    await send(t.app, hook.rawBody, hook.signature);
    expect((await order(t.app, 'purchase', transaction.id)).status).toBe('SUCCESSFULL');
  });

  it('acts on no webhook while the order is being placed, then settles it once', async () => {
    const p = await player(t.app);
    await giveGains(t.app, p.id, 400);
    const provider = t.app.paymentProviders.byName('notchpay') as PaymentProvider;
    const start = provider.start;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = (_reference: string) => {};
    const placed = new Promise<string>((resolve) => {
      reached = resolve;
    });
    // Notch Pay takes the transfer and pays it at once; its answer is slow to reach us.
    provider.start = async (o) => {
      const state = await start(o);
      notch.of(o.reference).status = 'complete';
      reached(o.reference);
      await gate;
      return state;
    };
    try {
      const placing = p.call('POST', api.gains.cashout('om'), { phone_number: '690000001' });
      const reference = await placed;
      const hook = notch.webhook(notch.of(reference));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => send(t.app, hook.rawBody, hook.signature)),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      clock.advance(POLL_MS * 30);
      await t.app.runPaymentJobs();
      const row = await t.app.db
        .selectFrom('cashouts')
        .select(['id', 'status'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('INITIATED');
      release();
      expect((await placing).statusCode).toBe(200);
      await send(t.app, hook.rawBody, hook.signature);
      expect((await order(t.app, 'cashout', row.id)).status).toBe('SUCCESSFULL');
      const moves = (await events(t.app, 'cashout', row.id)).filter(
        (e) => e.status !== 'INITIATED',
      );
      expect(moves.filter((e) => e.status === 'SUCCESSFULL')).toHaveLength(1);
      expect(moves.some((e) => e.status === 'FAILURE')).toBe(false);
      expect((await wallet(t.app, p.id)).gains).toBe(0);
      expect(await checkLedger(t.app.db)).toEqual([]);
    } finally {
      provider.start = start;
      release();
    }
  });
});

describe('routing payments by configuration', () => {
  it('sends each channel and direction where PAYMENT_ROUTES says', async () => {
    const notch = await fakeNotchPay();
    const t = await buildTestApp({
      env: {
        ...NOTCH_KEYS,
        NOTCHPAY_URL: notch.url,
        PAYMENT_ROUTES: 'mtn:collect=notchpay,*:*=sandbox',
        PAYMENT_POLL_MS: '600000',
      },
    });
    try {
      const providers = t.app.paymentProviders;
      expect(providers.forMethod('mtn', 'collection')?.name).toBe('notchpay');
      expect(providers.forMethod('om', 'collection')?.name).toBe('sandbox');
      expect(providers.forMethod('mtn', 'payout')?.name).toBe('sandbox');
      const p = await player(t.app);
      const { transaction } = (
        await p.call('PUT', api.credits.mine(), buy('om', '690000001'))
      ).json();
      expect((await order(t.app, 'purchase', transaction.id)).provider).toBe('sandbox');
      expect(notch.requests).toHaveLength(0);
    } finally {
      await t.close();
      await notch.close();
    }
  });

  it('serves no channel no route names, and the sandbox only where routed', async () => {
    const notch = await fakeNotchPay();
    const t = await buildTestApp({
      env: { ...NOTCH_KEYS, NOTCHPAY_URL: notch.url, PAYMENT_ROUTES: 'mtn:collect=notchpay' },
    });
    try {
      expect(t.app.paymentProviders.forMethod('om', 'collection')).toBeUndefined();
      const p = await player(t.app);
      const answer = await p.call('PUT', api.credits.mine(), buy('om', '690000001'));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().status_message).toBe('INVALID_PAYMENT_METHOD');
    } finally {
      await t.close();
      await notch.close();
    }
  });

  // No demo seed: these servers are only booted (the seed alone takes seconds on PostgreSQL).
  const base = { NODE_ENV: 'development', LOG_LEVEL: 'silent', SEED: 'false' };
  it('names the missing key at boot', () => {
    expect(() =>
      loadConfig({ ...base, PAYMENT_ROUTES: '*:collect=notchpay', NOTCHPAY_HASH_KEY: 'h' }),
    ).toThrow(/NOTCHPAY_PUBLIC_KEY/);
    expect(() =>
      loadConfig({ ...base, PAYMENT_ROUTES: '*:collect=notchpay', NOTCHPAY_PUBLIC_KEY: 'p' }),
    ).toThrow(/NOTCHPAY_HASH_KEY/);
    expect(() =>
      loadConfig({
        ...base,
        PAYMENT_ROUTES: '*:*=notchpay',
        NOTCHPAY_PUBLIC_KEY: 'p',
        NOTCHPAY_HASH_KEY: 'h',
      }),
    ).toThrow(/NOTCHPAY_PRIVATE_KEY/);
    expect(() => loadConfig({ ...base, NOTCHPAY_PUBLIC_KEY: 'p' })).toThrow(/NOTCHPAY_HASH_KEY/);
    expect(() => loadConfig({ ...base, PAYMENT_ROUTES: 'mtn:collect=paypal' })).toThrow(
      /PAYMENT_ROUTES.*mtn:collect=paypal/,
    );
    expect(
      loadConfig({
        ...base,
        PAYMENT_ROUTES: 'mtn:collect=notchpay',
        NOTCHPAY_PUBLIC_KEY: 'p',
        NOTCHPAY_HASH_KEY: 'h',
      }).PAYMENT_ROUTES,
    ).toBe('mtn:collect=notchpay');
  });

  /** The boot error of a server set up so, on a database of its own. */
  async function bootError(env: Record<string, string>) {
    const database = await createTestDatabase();
    const config = loadConfig({
      ...base,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    });
    let app: App | undefined;
    try {
      app = await buildApp({ config, pgSchema: database.pgSchema, logger: false });
      await app.ready();
      return null;
    } catch (error) {
      // A boot that fails closes what it opened: no file of its data folder stays open.
      expect(openFilesUnder(database.dataDir)).toEqual([]);
      return (error as Error).message;
    } finally {
      await app?.close().catch(() => {});
      await database.drop();
    }
  }

  /** The files of a folder this process holds open (Linux's /proc). */
  function openFilesUnder(folder: string) {
    return readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .filter((path) => path.startsWith(`${folder}/`));
  }

  it('refuses to boot a route to a provider that is not set up', async () => {
    expect(await bootError({ PAYMENT_ROUTES: 'om:collect=orange-money' })).toMatch(
      /om:collect to orange-money.*ORANGE_MONEY_CLIENT/,
    );
    expect(await bootError({ PAYMENT_SANDBOX: 'false', PAYMENT_ROUTES: '*:*=sandbox' })).toMatch(
      /PAYMENT_SANDBOX=true/,
    );
    // MTN cash-out only where something pays MTN out.
    expect(
      await bootError({
        ...NOTCH_KEYS,
        PAYMENT_ROUTES: 'mtn:collect=notchpay,om:payout=notchpay',
        MTN_CASHOUT: 'true',
      }),
    ).toMatch(/MTN_CASHOUT.*mtn:payout/);
    expect(
      await bootError({
        ...NOTCH_KEYS,
        PAYMENT_ROUTES: 'mtn:collect=notchpay,*:payout=notchpay',
        MTN_CASHOUT: 'true',
      }),
    ).toBeNull();
    // Four servers, each migrating a database of its own: more than the usual
    // 30 s on PostgreSQL when the machine is busy.
  }, 120_000);

  it('never falls back to the sandbox in production unless told', () => {
    const { PAYMENT_SANDBOX: _said, ...unsaid } = productionEnv;
    expect(() => loadConfig(unsaid)).toThrow(/PAYMENT_ROUTES.*PAYMENT_SANDBOX/);
    expect(loadConfig({ ...unsaid, PAYMENT_SANDBOX: 'true' }).PAYMENT_SANDBOX).toBe(true);
    const routed = loadConfig({
      ...unsaid,
      PAYMENT_ROUTES: 'mtn:collect=notchpay',
      NOTCHPAY_PUBLIC_KEY: 'p',
      NOTCHPAY_HASH_KEY: 'h',
    });
    expect(routed.PAYMENT_SANDBOX).toBe(false);
  });
});
