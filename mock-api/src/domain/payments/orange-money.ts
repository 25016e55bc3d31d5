import { timingSafeEqual } from 'node:crypto';
import {
  type Callback,
  NOT_FOUND,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderState,
} from './provider';

/*
 * Orange Money Cameroon's web payment: the player approves the payment on
 * Orange's page (payment_url), Orange notifies our notif_url with the
 * notification token it gave for the order, and the transaction status
 * call says what became of it. Collections only: Orange pays out through
 * another product. The payment token lives about 7 minutes; an order still
 * pending after that is expired by the reconciler.
 *
 * The provider reference stored is "<pay_token> <notif_token>": the first
 * reads the status, the second proves a notification came from Orange.
 */

export interface OrangeOptions {
  /** https://api.orange.com */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  merchantKey: string;
  /** XAF live; OUV on Orange's development platform */
  currency: string;
  /** where Orange notifies us; our reference is added as ?reference= */
  notifyUrl: string;
  /** where the payer comes back to, approved or not */
  returnUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const API = '/orange-money-webpay/cm/v1';

function tokensOf(providerReference: string | null) {
  const [payToken = '', notifToken = ''] = (providerReference ?? '').split(' ');
  return { payToken, notifToken };
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Orange's word for a state, in ours. */
function stateOf(status: string | undefined): ProviderState {
  switch (status) {
    case 'SUCCESS':
      return { status: 'SUCCESSFULL' };
    case 'FAILED':
      return { status: 'FAILURE', reason: 'failed' };
    case 'EXPIRED':
      return { status: 'FAILURE', reason: 'expired' };
    default:
      return { status: 'PENDING' };
  }
}

export function orangeMoneyProvider(options: OrangeOptions): PaymentProvider {
  const request = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { token: string; until: number } | null = null;

  async function token() {
    if (cached && cached.until > now()) return cached.token;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await request(`${options.baseUrl}/oauth/v3/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!answer.ok) throw new Error(`Orange Money token: HTTP ${answer.status}`);
    const body = (await answer.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, until: now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  async function call(path: string, body: object) {
    return request(`${options.baseUrl}${API}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await token()}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  return {
    name: 'orange-money',
    directions: ['collection'],

    async start(order: PaymentOrder) {
      const notify = new URL(options.notifyUrl);
      notify.searchParams.set('reference', order.reference);
      const answer = await call('/webpayment', {
        merchant_key: options.merchantKey,
        currency: options.currency,
        order_id: order.reference,
        amount: order.amount,
        return_url: options.returnUrl,
        cancel_url: options.returnUrl,
        notif_url: notify.toString(),
        lang: 'fr',
        reference: 'Quiz',
      });
      if (answer.status >= 400 && answer.status < 500) {
        return { status: 'FAILURE', reason: `refused_${answer.status}` };
      }
      if (!answer.ok) throw new Error(`Orange Money webpayment: HTTP ${answer.status}`);
      const body = (await answer.json()) as {
        pay_token: string;
        payment_url: string;
        notif_token: string;
      };
      return {
        status: 'PENDING',
        providerReference: `${body.pay_token} ${body.notif_token}`,
        paymentUrl: body.payment_url,
      };
    },

    async status(order) {
      const { payToken } = tokensOf(order.providerReference);
      // No payment token: the order never reached Orange, nothing was taken.
      if (!payToken) return { status: 'FAILURE', reason: NOT_FOUND };
      const answer = await call('/transactionstatus', {
        order_id: order.reference,
        amount: order.amount,
        pay_token: payToken,
      });
      if (!answer.ok) throw new Error(`Orange Money transactionstatus: HTTP ${answer.status}`);
      const body = (await answer.json()) as { status?: string };
      return stateOf(body.status);
    },

    callbackReference({ url }: Callback) {
      return new URL(url, 'http://local').searchParams.get('reference');
    },

    verifyCallback({ rawBody }: Callback, providerReference: string | null) {
      try {
        const { notif_token } = JSON.parse(rawBody) as { notif_token?: unknown };
        return (
          typeof notif_token === 'string' &&
          sameText(notif_token, tokensOf(providerReference).notifToken)
        );
      } catch {
        return false;
      }
    },
  };
}
