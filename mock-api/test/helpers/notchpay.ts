import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notchSignature } from '../../src/domain/payments/notchpay';

/*
 * A stand-in of Notch Pay's API on a real socket, answering as its
 * documentation says: payments initialized with our reference (Notch Pay's
 * own reference and a hosted page's authorization_url back), charged on the
 * payer's phone, transfers with the X-Grant key, each read back by either
 * reference. A test moves an item's state as Notch Pay would and sends the
 * webhook it would, signed with the hash key.
 */

export const NOTCH_KEYS = {
  NOTCHPAY_PUBLIC_KEY: 'pk.test-public',
  NOTCHPAY_PRIVATE_KEY: 'sk.test-private',
  NOTCHPAY_HASH_KEY: 'hsk.test-hash',
};

export interface NotchItem {
  kind: 'payment' | 'transfer';
  reference: string;
  merchant_reference: string;
  amount: number;
  status: string;
  channel?: string;
  phone?: string;
}

export interface NotchRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

async function bodyOf(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

export async function fakeNotchPay() {
  const items: NotchItem[] = [];
  const requests: NotchRequest[] = [];
  /** the answer to a status read, when a test wants it to differ from the item's state */
  const overrides = new Map<string, { status: number; body?: unknown }>();
  let serial = 0;
  const find = (kind: NotchItem['kind'], reference: string) =>
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
    const answer = (status: number, payload: unknown) => {
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
    const wrap = (item: NotchItem) =>
      kind === 'transfer' ? { transfer: item } : { transaction: item };
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
      const phone = String(
        (body.beneficiary_data as { phone?: string } | undefined)?.phone ??
          (body.customer as { phone?: string } | undefined)?.phone,
      );
      if (kind === 'transfer' && phone.endsWith('3')) {
        return answer(400, { code: 400, message: 'Insufficient balance to complete the transfer' });
      }
      serial += 1;
      const item: NotchItem = {
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
      const phone = String((body.data as { phone?: string } | undefined)?.phone);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    items,
    requests,
    overrides,
    /** the item Notch Pay holds for one of our references */
    of(ours: string | null) {
      const item = items.find((candidate) => candidate.merchant_reference === ours);
      if (!item) throw new Error(`Notch Pay has no ${ours}`);
      return item;
    },
    /** the webhook Notch Pay sends when an item moves: its raw body and signature */
    webhook(item: NotchItem, status = item.status, hashKey = NOTCH_KEYS.NOTCHPAY_HASH_KEY) {
      const rawBody = JSON.stringify({
        id: `evt.${item.reference}.${status}`,
        event: `${item.kind}.${status}`,
        data: { ...item, status },
      });
      return { rawBody, signature: notchSignature(rawBody, hashKey) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeNotchPay = Awaited<ReturnType<typeof fakeNotchPay>>;
