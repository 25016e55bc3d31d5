import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@quiz/shared/types';
import {
  type Callback,
  type Direction,
  NOT_FOUND,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderState,
} from './provider';

/*
 * Notch Pay, a Cameroonian aggregator: MTN MoMo and Orange Money collections
 * (payments) and payouts (transfers) under one account. A payment is
 * initialized with our reference, then either charged directly (the payer
 * approves on the phone) or left to Notch Pay's hosted page, whose
 * authorization_url the payer follows and comes back from. Transfers carry
 * the private key in X-Grant. Notch Pay signs its webhooks with the account's
 * hash key (HMAC SHA-256 of the raw body, hex, in x-notch-signature) and asks
 * for the state to be read again after each: a webhook is a hint, the status
 * read is the answer. docs/payments.md says what of this the documentation
 * confirms and what is assumed.
 */

export interface NotchPayOptions {
  /** https://api.notchpay.co */
  baseUrl: string;
  /** the Authorization header of every call */
  publicKey: string;
  /** X-Grant, for transfers (payouts); without it, collections only */
  privateKey?: string;
  /** signs the webhooks */
  hashKey: string;
  /** channels whose payers approve on Notch Pay's page rather than on the phone */
  hosted?: readonly PaymentMethod[];
  /** where the payer comes back to from the hosted page */
  returnUrl?: string;
  currency?: string;
  fetch?: typeof fetch;
}

export const NOTCHPAY = 'notchpay';
const CHANNEL: Record<PaymentMethod, string> = { mtn: 'cm.mtn', om: 'cm.orange' };

/** Notch Pay's word for a state, in ours. */
export function notchStateOf(status: unknown): ProviderState {
  switch (status) {
    case 'complete':
      return { status: 'SUCCESSFULL' };
    case 'failed':
      return { status: 'FAILURE', reason: 'failed' };
    case 'canceled':
    case 'cancelled':
    case 'rejected':
      return { status: 'FAILURE', reason: 'rejected' };
    case 'expired':
      return { status: 'FAILURE', reason: 'expired' };
    default:
      // pending, processing, and any word not known yet: read again later.
      return { status: 'PENDING' };
  }
}

/**
 * Why Notch Pay refused an order, from its answer's message, in the codes the
 * other providers' refusals use (payments staff read them in words).
 */
export function refusalOf(httpStatus: number, message: string, direction: Direction): string {
  const text = message.toLowerCase();
  if (text.includes('insufficient') || text.includes('balance')) return 'not_enough_funds';
  if (text.includes('phone') || text.includes('number') || text.includes('account'))
    return direction === 'payout' ? 'payee_not_found' : 'payer_not_found';
  if (text.includes('limit') || text.includes('maximum') || text.includes('minimum'))
    return 'limit_exceeded';
  return `refused_${httpStatus}`;
}

/** x-notch-signature as computed over the raw body with the hash key. */
export function notchSignature(rawBody: string, hashKey: string) {
  return createHmac('sha256', hashKey).update(rawBody).digest('hex');
}

/** Whether a webhook carries Notch Pay's signature of its raw body; in constant time. */
export function signedByNotchPay(callback: Callback, hashKey: string) {
  const header = callback.headers['x-notch-signature'];
  if (typeof header !== 'string' || !hashKey) return false;
  const expected = Buffer.from(notchSignature(callback.rawBody, hashKey));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Answer {
  message?: string;
  authorization_url?: string;
  transaction?: { reference?: string; status?: string; amount?: number };
  transfer?: { reference?: string; status?: string; amount?: number };
}

export function notchPayProvider(options: NotchPayOptions): PaymentProvider {
  const request = options.fetch ?? fetch;
  const currency = options.currency ?? 'XAF';
  const hosted = new Set(options.hosted ?? []);

  async function call(method: 'GET' | 'POST', path: string, body?: object, grant = false) {
    const headers: Record<string, string> = {
      authorization: options.publicKey,
      accept: 'application/json',
    };
    if (grant && options.privateKey) headers['x-grant'] = options.privateKey;
    if (body) headers['content-type'] = 'application/json';
    const answer = await request(`${options.baseUrl}${path}`, {
      method,
      headers,
      ...(body && { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    let parsed: Answer = {};
    try {
      parsed = text ? (JSON.parse(text) as Answer) : {};
    } catch {
      // not JSON: the status code says enough
    }
    return { status: answer.status, body: parsed };
  }

  /** An answer to a start: refused (4xx), taken (2xx), or thrown for the reconciler to settle. */
  function refusedOrThrow(
    what: string,
    status: number,
    body: Answer,
    direction: Direction,
  ): ProviderState {
    // A reference Notch Pay already has: an earlier try got through; read it back.
    if (status === 409) return { status: 'PENDING' };
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      return { status: 'FAILURE', reason: refusalOf(status, body.message ?? '', direction) };
    }
    throw new Error(`Notch Pay ${what}: HTTP ${status}`);
  }

  async function collect(order: PaymentOrder): Promise<ProviderState> {
    const init = await call('POST', '/payments', {
      amount: order.amount,
      currency,
      reference: order.reference,
      description: 'Quiz credits',
      customer: { phone: `+237${order.phone}` },
      ...(options.returnUrl && { callback: options.returnUrl }),
    });
    if (init.status < 200 || init.status >= 300) {
      return refusedOrThrow('payment', init.status, init.body, 'collection');
    }
    const providerReference = init.body.transaction?.reference ?? order.reference;
    if (hosted.has(order.method)) {
      if (!init.body.authorization_url) throw new Error('Notch Pay payment: no authorization_url');
      return { status: 'PENDING', providerReference, paymentUrl: init.body.authorization_url };
    }
    // Direct charge: the payer is asked on the phone.
    const charge = await call('POST', `/payments/${encodeURIComponent(providerReference)}`, {
      channel: CHANNEL[order.method],
      data: { phone: `+237${order.phone}`, country: 'CM' },
    });
    if (charge.status < 200 || charge.status >= 300) {
      const state = refusedOrThrow('charge', charge.status, charge.body, 'collection');
      return { ...state, providerReference };
    }
    return {
      ...notchStateOf(charge.body.transaction?.status ?? 'pending'),
      providerReference,
    };
  }

  async function payout(order: PaymentOrder): Promise<ProviderState> {
    const sent = await call(
      'POST',
      '/transfers',
      {
        amount: order.amount,
        currency,
        reference: order.reference,
        channel: CHANNEL[order.method],
        description: 'Quiz cash-out',
        beneficiary_data: { phone: `+237${order.phone}`, country: 'CM' },
      },
      true,
    );
    if (sent.status < 200 || sent.status >= 300) {
      return refusedOrThrow('transfer', sent.status, sent.body, 'payout');
    }
    return {
      ...notchStateOf(sent.body.transfer?.status ?? 'pending'),
      providerReference: sent.body.transfer?.reference ?? order.reference,
    };
  }

  return {
    name: NOTCHPAY,
    directions: options.privateKey ? ['collection', 'payout'] : ['collection'],

    start(order) {
      return order.direction === 'payout' ? payout(order) : collect(order);
    },

    async status(order) {
      // Ours is the one Notch Pay was given: it reads an order whose start had no answer.
      const reference = encodeURIComponent(order.providerReference ?? order.reference);
      const payout = order.direction === 'payout';
      const read = await call(
        'GET',
        payout ? `/transfers/${reference}` : `/payments/${reference}`,
        undefined,
        payout,
      );
      if (read.status === 404) return { status: 'FAILURE', reason: NOT_FOUND };
      if (read.status !== 200) throw new Error(`Notch Pay status: HTTP ${read.status}`);
      const item = payout ? read.body.transfer : read.body.transaction;
      return {
        ...notchStateOf(item?.status),
        ...(typeof item?.amount === 'number' && { amount: item.amount }),
      };
    },

    callbackReference(callback: Callback) {
      if (!signedByNotchPay(callback, options.hashKey)) return null;
      try {
        const { data } = JSON.parse(callback.rawBody) as {
          data?: { reference?: unknown; merchant_reference?: unknown; trxref?: unknown };
        };
        const ours = data?.merchant_reference ?? data?.trxref ?? data?.reference;
        return typeof ours === 'string' ? ours : null;
      } catch {
        return null;
      }
    },

    verifyCallback(callback: Callback) {
      return signedByNotchPay(callback, options.hashKey);
    },
  };
}
