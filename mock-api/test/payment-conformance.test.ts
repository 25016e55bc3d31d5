import type { PaymentMethod } from '@quiz/shared/types';
import { afterEach, describe, expect, it } from 'vitest';
import { mtnMomoProvider } from '../src/domain/payments/mtn-momo';
import { notchPayProvider } from '../src/domain/payments/notchpay';
import { orangeMoneyProvider } from '../src/domain/payments/orange-money';
import {
  type Direction,
  NOT_FOUND,
  type PaymentOrder,
  type PaymentProvider,
} from '../src/domain/payments/provider';
import { sandboxProvider } from '../src/domain/payments/sandbox';
import { type Recorded, recorded } from './helpers/recorded';

/*
 * What every provider adapter must do, whoever the provider: the same
 * scenarios for each, each with its provider's recorded answers. A start the
 * provider accepts is never a failure; the status read says paid, failed
 * (with a reason) or, for an order it never took, "not found"; an outage
 * throws, so the order is left to the reconciler rather than settled. A new
 * provider is added by giving its answers here and making it pass.
 */

interface Subject {
  name: string;
  method: PaymentMethod;
  directions: Direction[];
  make(answers: Recorded): PaymentProvider & { close?(): void };
  /** the answers to a start that the provider accepts */
  accepted: Recorded;
  /** the answers, after an accepted start, to a read of an order paid, and of one failed */
  paid: Recorded;
  failed: Recorded;
  /** the answers to a read of an order the provider never took */
  unknown: Recorded;
  /** the answers to a start while the provider is down; null for one with no network */
  outage: Recorded | null;
  /** numbers choosing the outcome, for the sandbox */
  phones?: { paid: string; failed: string };
}

const MTN_TOKEN = { status: 200, body: { access_token: 'mtn', expires_in: 3600 } };
const OM_TOKEN = { status: 200, body: { access_token: 'om', expires_in: 7776000 } };

const SUBJECTS: Subject[] = [
  {
    name: 'sandbox',
    method: 'om',
    directions: ['collection', 'payout'],
    make: () =>
      sandboxProvider({ delayMs: 0, pendingMs: 0, deliver: async () => {}, now: () => 1 }),
    accepted: [],
    paid: [],
    failed: [],
    unknown: [],
    outage: null,
    phones: { paid: '690000001', failed: '690000008' },
  },
  {
    name: 'mtn-momo',
    method: 'mtn',
    directions: ['collection', 'payout'],
    make: (answers) =>
      mtnMomoProvider({
        baseUrl: 'https://sandbox.momodeveloper.mtn.com',
        targetEnvironment: 'sandbox',
        currency: 'EUR',
        collection: { user: 'u', key: 'k', subscriptionKey: 's' },
        disbursement: { user: 'u', key: 'k', subscriptionKey: 's' },
        fetch: recorded(answers).fetch,
      }),
    accepted: [MTN_TOKEN, { status: 202 }],
    paid: [{ status: 200, body: { status: 'SUCCESSFUL', amount: '950' } }],
    failed: [{ status: 200, body: { status: 'FAILED', reason: { code: 'APPROVAL_REJECTED' } } }],
    unknown: [MTN_TOKEN, { status: 404, body: { code: 'RESOURCE_NOT_FOUND' } }],
    outage: [MTN_TOKEN, { status: 500, body: {} }],
  },
  {
    name: 'orange-money',
    method: 'om',
    directions: ['collection'],
    make: (answers) =>
      orangeMoneyProvider({
        baseUrl: 'https://api.orange.com',
        clientId: 'c',
        clientSecret: 's',
        merchantKey: 'm',
        currency: 'OUV',
        notifyUrl: 'https://quiz.example/api/payments/callback/orange-money/',
        returnUrl: 'https://quiz.example/my-credits',
        fetch: recorded(answers).fetch,
      }),
    accepted: [
      OM_TOKEN,
      {
        status: 201,
        body: { pay_token: 'pay', payment_url: 'https://orange.example/pay', notif_token: 'n' },
      },
    ],
    paid: [{ status: 201, body: { status: 'SUCCESS' } }],
    failed: [{ status: 201, body: { status: 'FAILED' } }],
    unknown: [],
    outage: [OM_TOKEN, { status: 500, body: {} }],
  },
  {
    name: 'notchpay',
    method: 'mtn',
    directions: ['collection', 'payout'],
    make: (answers) =>
      notchPayProvider({
        baseUrl: 'https://api.notchpay.co',
        publicKey: 'pk',
        privateKey: 'sk',
        hashKey: 'h',
        fetch: recorded(answers).fetch,
      }),
    accepted: [
      { status: 201, body: { transaction: { reference: 'trx.1', status: 'pending' } } },
      { status: 202, body: { transaction: { reference: 'trx.1', status: 'processing' } } },
    ],
    paid: [{ status: 200, body: { transaction: { reference: 'trx.1', status: 'complete' } } }],
    failed: [{ status: 200, body: { transaction: { reference: 'trx.1', status: 'failed' } } }],
    unknown: [{ status: 404, body: { message: 'Not found' } }],
    outage: [{ status: 503, body: {} }],
  },
];

const opened: { close?(): void }[] = [];
afterEach(() => {
  for (const provider of opened.splice(0)) provider.close?.();
});

describe.each(SUBJECTS)('the $name adapter', (subject) => {
  const order = (phone = '690000001'): PaymentOrder => ({
    direction: 'collection',
    reference: '2f0e8a7c-51a4-4c1e-9a55-1d2f6c3b9e10',
    method: subject.method,
    amount: 950,
    phone,
  });
  const make = (answers: Recorded) => {
    const provider = subject.make([...answers]);
    opened.push(provider);
    return provider;
  };
  /** Starts an order the provider accepts, then reads it back with the given answers. */
  async function startThenRead(read: Recorded, phone?: string) {
    const provider = make([...subject.accepted, ...read]);
    const placed = order(phone);
    const started = await provider.start(placed);
    expect(started.status).not.toBe('FAILURE');
    return provider.status({ ...placed, providerReference: started.providerReference ?? null });
  }

  it('says what it does', () => {
    expect([...make([]).directions].sort()).toEqual([...subject.directions].sort());
  });

  it('reads back a paid order as paid', async () => {
    expect((await startThenRead(subject.paid, subject.phones?.paid)).status).toBe('SUCCESSFULL');
  });

  it('reads back a failed order as failed, with a reason that is not "not found"', async () => {
    const state = await startThenRead(subject.failed, subject.phones?.failed);
    expect(state.status).toBe('FAILURE');
    expect(state.reason).toBeTruthy();
    expect(state.reason).not.toBe(NOT_FOUND);
  });

  it('says "not found" of an order it never took', async () => {
    const provider = make(subject.unknown);
    expect(await provider.status({ ...order(), providerReference: null })).toMatchObject({
      status: 'FAILURE',
      reason: NOT_FOUND,
    });
  });

  it.runIf(subject.outage)('throws when down, leaving the order to the reconciler', async () => {
    const provider = make(subject.outage ?? []);
    await expect(provider.start(order())).rejects.toThrow();
  });
});
