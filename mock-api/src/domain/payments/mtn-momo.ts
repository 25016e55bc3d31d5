import {
  type Callback,
  type Direction,
  NOT_FOUND,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderState,
} from './provider';

/*
 * MTN Mobile Money (MoMo API): collections by request-to-pay, payouts by
 * disbursement transfer. Our reference is the X-Reference-Id of the order,
 * so its state can be read back even when the call that placed it timed
 * out. The callback carries no signature and may come once or never: it
 * only names the order to read back.
 */

/** One product's credentials: its API user and key, and the subscription key of the product. */
export interface MomoProduct {
  user: string;
  key: string;
  subscriptionKey: string;
}

export interface MomoOptions {
  /** https://sandbox.momodeveloper.mtn.com, or the live address MTN gives */
  baseUrl: string;
  /** sandbox, or mtncameroon once live */
  targetEnvironment: string;
  /** XAF live; the sandbox only takes EUR */
  currency: string;
  collection?: MomoProduct;
  disbursement?: MomoProduct;
  /** where MTN sends its callbacks */
  callbackUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const PATHS: Record<Direction, { product: string; order: string; party: 'payer' | 'payee' }> = {
  collection: { product: 'collection', order: 'v1_0/requesttopay', party: 'payer' },
  payout: { product: 'disbursement', order: 'v1_0/transfer', party: 'payee' },
};

/** MSISDN in international form, as MoMo wants it: 2376XXXXXXXX. */
const msisdn = (phone: string) => (phone.startsWith('237') ? phone : `237${phone}`);

/** MoMo's word for a state, in ours. */
function stateOf(answer: {
  status?: string;
  amount?: string;
  financialTransactionId?: string;
  reason?: string | { code?: string; message?: string };
}): ProviderState {
  const amount = answer.amount === undefined ? undefined : Number(answer.amount);
  const common = {
    ...(answer.financialTransactionId && { providerReference: answer.financialTransactionId }),
    ...(amount !== undefined && Number.isFinite(amount) && { amount }),
  };
  switch (answer.status) {
    case 'SUCCESSFUL':
      return { ...common, status: 'SUCCESSFULL' };
    case 'FAILED':
    case 'REJECTED':
    case 'TIMEOUT': {
      const reason =
        typeof answer.reason === 'string' ? answer.reason : (answer.reason?.code ?? answer.status);
      return { ...common, status: 'FAILURE', reason: reason.toLowerCase() };
    }
    default:
      return { ...common, status: 'PENDING' };
  }
}

export function mtnMomoProvider(options: MomoOptions): PaymentProvider {
  const request = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { token: string; until: number }>();
  const products: Partial<Record<Direction, MomoProduct>> = {
    ...(options.collection && { collection: options.collection }),
    ...(options.disbursement && { payout: options.disbursement }),
  };

  function credentials(direction: Direction): MomoProduct {
    const product = products[direction];
    if (!product) throw new Error(`MTN MoMo: no ${PATHS[direction].product} credentials`);
    return product;
  }

  /** A bearer token of the product, kept until a minute before it lapses. */
  async function token(direction: Direction): Promise<string> {
    const cached = tokens.get(direction);
    if (cached && cached.until > now()) return cached.token;
    const product = credentials(direction);
    const answer = await request(`${options.baseUrl}/${PATHS[direction].product}/token/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${product.user}:${product.key}`).toString('base64')}`,
        'ocp-apim-subscription-key': product.subscriptionKey,
      },
    });
    if (!answer.ok) throw new Error(`MTN MoMo token: HTTP ${answer.status}`);
    const body = (await answer.json()) as { access_token: string; expires_in: number };
    tokens.set(direction, {
      token: body.access_token,
      until: now() + (body.expires_in - 60) * 1000,
    });
    return body.access_token;
  }

  async function headers(direction: Direction) {
    return {
      authorization: `Bearer ${await token(direction)}`,
      'x-target-environment': options.targetEnvironment,
      'ocp-apim-subscription-key': credentials(direction).subscriptionKey,
    };
  }

  return {
    name: 'mtn-momo',
    directions: Object.keys(products) as Direction[],

    async start(order: PaymentOrder) {
      const { product, order: path, party } = PATHS[order.direction];
      const answer = await request(`${options.baseUrl}/${product}/${path}`, {
        method: 'POST',
        headers: {
          ...(await headers(order.direction)),
          'x-reference-id': order.reference,
          'content-type': 'application/json',
          ...(options.callbackUrl && { 'x-callback-url': options.callbackUrl }),
        },
        body: JSON.stringify({
          amount: String(order.amount),
          currency: options.currency,
          externalId: order.reference,
          [party]: { partyIdType: 'MSISDN', partyId: msisdn(order.phone) },
          payerMessage: 'Quiz',
          payeeNote: order.reference,
        }),
      });
      // 202: taken, to be approved by the payer. 409: taken before (a retry).
      if (answer.status === 202 || answer.status === 409) return { status: 'PENDING' };
      if (answer.status >= 400 && answer.status < 500) {
        return { status: 'FAILURE', reason: `refused_${answer.status}` };
      }
      throw new Error(`MTN MoMo ${path}: HTTP ${answer.status}`);
    },

    async status(order) {
      const { product, order: path } = PATHS[order.direction];
      const answer = await request(`${options.baseUrl}/${product}/${path}/${order.reference}`, {
        headers: await headers(order.direction),
      });
      // Never taken: the start did not get through, nothing moved.
      if (answer.status === 404) return { status: 'FAILURE', reason: NOT_FOUND };
      if (!answer.ok) throw new Error(`MTN MoMo ${path} status: HTTP ${answer.status}`);
      return stateOf((await answer.json()) as Parameters<typeof stateOf>[0]);
    },

    callbackReference({ rawBody }: Callback) {
      try {
        const { externalId } = JSON.parse(rawBody) as { externalId?: unknown };
        return typeof externalId === 'string' ? externalId : null;
      } catch {
        return null;
      }
    },
  };
}
