// A stand-in of Notch Pay's API on a real socket, answering as its
// documentation says: payments initialized with our reference (Notch Pay's
// own reference and a hosted page's authorization_url back), charged on the
// payer's phone, transfers with the X-Grant key, each read back by either
// reference. A test moves an item's state as Notch Pay would and sends the
// webhook it would, signed with the hash key. The API tests and the journeys
// both use it; it signs with its own HMAC, not the server's code.
//
// Numbers that answer as Notch Pay refuses: a charge to a number ending in 2
// is an invalid number (422), a transfer to one ending in 3 is short of
// balance (400).
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

export const NOTCH_KEYS = {
  NOTCHPAY_PUBLIC_KEY: 'pk.test-public',
  NOTCHPAY_PRIVATE_KEY: 'sk.test-private',
  NOTCHPAY_HASH_KEY: 'hsk.test-hash',
};

export const NOTCH_WEBHOOK_PATH = '/api/payments/callback/notchpay/';

/** x-notch-signature: the hex HMAC SHA-256 of the raw body with the hash key. */
export const signNotch = (rawBody, hashKey = NOTCH_KEYS.NOTCHPAY_HASH_KEY) =>
  createHmac('sha256', hashKey).update(rawBody).digest('hex');

/** @param {import('node:http').IncomingMessage} request */
async function bodyOf(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : null;
}

export async function fakeNotchPay() {
  /** @type {import('./notchpay.d.mts').NotchItem[]} */
  const items = [];
  /** @type {import('./notchpay.d.mts').NotchRequest[]} */
  const requests = [];
  /** the answer to a status read, when a test wants it to differ from the item's state */
  const overrides = new Map();
  let serial = 0;
  const find = (kind, reference) =>
    items.find(
      (item) =>
        item.kind === kind &&
        (item.reference === reference || item.merchant_reference === reference),
    );

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://notch');
    const body = await bodyOf(request);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      headers: request.headers,
      body,
    });
    const answer = (status, payload) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== NOTCH_KEYS.NOTCHPAY_PUBLIC_KEY) {
      return answer(401, { code: 401, message: 'Invalid API key' });
    }
    const [, resource, reference] = url.pathname.split('/');
    const kind = resource === 'transfers' ? 'transfer' : 'payment';
    if (kind === 'transfer' && request.headers['x-grant'] !== NOTCH_KEYS.NOTCHPAY_PRIVATE_KEY) {
      return answer(401, { code: 401, message: 'Invalid grant' });
    }
    const wrap = (item) => (kind === 'transfer' ? { transfer: item } : { transaction: item });
    if (request.method === 'GET' && reference) {
      const override = overrides.get(reference);
      if (override) return answer(override.status, override.body ?? {});
      const item = find(kind, reference);
      return item
        ? answer(200, { code: 200, status: 'OK', message: 'Retrieved', ...wrap(item) })
        : answer(404, { code: 404, message: 'Not found' });
    }
    if (request.method === 'POST' && !reference && body) {
      const ours = String(body.reference);
      if (find(kind, ours)) return answer(409, { code: 409, message: 'Duplicate reference' });
      const phone = String(body.beneficiary_data?.phone ?? body.customer?.phone);
      if (kind === 'transfer' && phone.endsWith('3')) {
        return answer(400, { code: 400, message: 'Insufficient balance to complete the transfer' });
      }
      serial += 1;
      const item = {
        kind,
        reference: `${kind === 'transfer' ? 'tfr' : 'trx'}.test_${serial}`,
        merchant_reference: ours,
        amount: Number(body.amount),
        status: 'pending',
        phone,
        ...(typeof body.channel === 'string' && { channel: body.channel }),
      };
      items.push(item);
      return answer(201, {
        code: 201,
        status: 'Accepted',
        message: kind === 'transfer' ? 'Transfer initialized' : 'Payment initialized',
        ...wrap(item),
        ...(kind === 'payment' && { authorization_url: `${base}/pay/${item.reference}` }),
      });
    }
    if (request.method === 'POST' && reference && kind === 'payment' && body) {
      const item = find('payment', reference);
      if (!item) return answer(404, { code: 404, message: 'Not found' });
      const phone = String(body.data?.phone);
      if (phone.endsWith('2')) return answer(422, { code: 422, message: 'Invalid phone number' });
      item.channel = String(body.channel);
      item.status = 'processing';
      return answer(202, {
        code: 202,
        status: 'Accepted',
        message: 'Confirm on your phone',
        ...wrap(item),
      });
    }
    return answer(404, { code: 404, message: 'Not found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  /** the webhook Notch Pay sends when an item moves: its raw body and signature */
  function webhook(item, status = item.status, hashKey = NOTCH_KEYS.NOTCHPAY_HASH_KEY) {
    const rawBody = JSON.stringify({
      id: `evt.${item.reference}.${status}`,
      event: `${item.kind}.${status}`,
      data: { ...item, status },
    });
    return { rawBody, signature: signNotch(rawBody, hashKey) };
  }

  return {
    url: base,
    items,
    requests,
    overrides,
    /** the item Notch Pay holds for one of our references */
    of(ours) {
      const item = items.find((candidate) => candidate.merchant_reference === ours);
      if (!item) throw new Error(`Notch Pay has no ${ours}`);
      return item;
    },
    /** the newest item sent to a phone number (+237…), as a journey knows it */
    lastTo(phone) {
      const item = items.findLast((candidate) => candidate.phone === `+237${phone}`);
      if (!item) throw new Error(`Notch Pay has nothing for ${phone}`);
      return item;
    },
    webhook,
    /** Moves an item to `status` and sends its signed webhook to a server, as Notch Pay does. */
    async settle(item, status, serverUrl) {
      item.status = status;
      const { rawBody, signature } = webhook(item);
      const sent = await fetch(`${serverUrl}${NOTCH_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-notch-signature': signature },
        body: rawBody,
      });
      if (!sent.ok) throw new Error(`the webhook was refused: HTTP ${sent.status}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
