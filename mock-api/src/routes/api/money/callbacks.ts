import { ErrorAnswer, OkAnswer } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { LIMITS, limited } from '../../../http/rate-limits';

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
    async (request) => {
      const provider = app.paymentProviders.byName(request.params.provider);
      const callback = {
        url: request.url,
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
      };
      const reference = provider?.callbackReference(callback);
      const order = reference ? await app.orders.byReference(reference) : null;
      if (provider && order && app.orders.provenBy(provider, callback, order)) {
        await app.orders.refresh(order.kind, order.id, 'callback');
        await app.outbox.flush();
      }
      return { status_message: 'OK' as const };
    },
  );
}
