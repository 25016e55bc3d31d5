import { ErrorAnswer, OkAnswer } from '@quiz/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { notAuthenticated } from '../../../domain/errors';
import { NOTCHPAY } from '../../../domain/payments/notchpay';
import type { Callback, PaymentProvider } from '../../../domain/payments/provider';
import { LIMITS, limited } from '../../../http/rate-limits';

/** A callback as it came: the body stays the bytes that came, which a signature covers. */
const callbackOf = (request: FastifyRequest): Callback => ({
  url: request.url,
  headers: request.headers,
  rawBody: typeof request.body === 'string' ? request.body : '',
});

/**
 * POST /api/payments/callback/{provider}/: a provider saying an order moved.
 * A callback proves nothing (MTN's carries no signature and may come twice
 * or never): it only makes us read the order's state back from its provider,
 * which alone settles it. Always answered 200, so a provider does not retry
 * what we have heard, and nothing is said of orders a caller may not know.
 */
export default async function paymentCallbacks(app: FastifyInstance) {
  // The body stays the bytes that came, which a provider's signature covers.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  /** Reads the order a callback names back from its provider, if the callback may be heard for it. */
  async function hear(provider: PaymentProvider | undefined, request: FastifyRequest) {
    const callback = callbackOf(request);
    const reference = provider?.callbackReference(callback);
    const order = reference ? await app.orders.byReference(reference) : null;
    if (provider && order && app.orders.provenBy(provider, callback, order)) {
      await app.orders.refresh(order.kind, order.id, 'callback');
      await app.outbox.flush();
    }
    return { status_message: 'OK' as const };
  }

  /*
   * Notch Pay signs its webhooks: one without its signature is refused (401,
   * so a forger learns nothing more and Notch Pay would retry a real one),
   * logged without its body. A signed one is still only a hint to read the
   * order back. A static route, found before the one of all providers.
   */
  app.post<{ Body: string }>(
    `/api/payments/callback/${NOTCHPAY}/`,
    {
      preHandler: limited(app, 'payment-callback', LIMITS.paymentCallback),
      schema: {
        operationId: 'notchpayWebhook',
        tags: ['payments'],
        summary: 'Notch Pay’s signed notice that a payment or transfer moved',
        description:
          'Not a call of the spec: where Notch Pay sends its webhooks. `x-notch-signature` must be the HMAC SHA-256 (hex) of the raw body with the account’s hash key, else 401 and nothing changes. The order named (`data.merchant_reference`, else `data.reference`) is then read back from Notch Pay; nothing in the body is trusted. 429 beyond 600 a minute from one address.',
        security: [{ notchSignature: [] }],
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const provider = app.paymentProviders.byName(NOTCHPAY);
      if (!provider?.verifyCallback?.(callbackOf(request), null)) {
        const signature = request.headers['x-notch-signature'];
        request.log.warn(
          { provider: NOTCHPAY, signature: signature ? 'wrong' : 'missing', set_up: !!provider },
          'payment webhook refused: its signature does not hold',
        );
        throw notAuthenticated();
      }
      return hear(provider, request);
    },
  );

  app.post<{ Params: { provider: string }; Body: string }>(
    '/api/payments/callback/:provider/',
    {
      preHandler: limited(app, 'payment-callback', LIMITS.paymentCallback),
      schema: {
        operationId: 'paymentCallback',
        tags: ['payments'],
        summary: 'A mobile-money provider’s notice that an order moved',
        description:
          'Not a call of the spec: where providers send their callbacks. The order named is read back from its provider; nothing in the body is trusted. 429 beyond 600 a minute from one address.',
        security: [],
        params: Type.Object({ provider: Type.String({ maxLength: 40 }) }),
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    (request) => hear(app.paymentProviders.byName(request.params.provider), request),
  );
}
