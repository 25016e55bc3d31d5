import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../errors';
import { isLoopback } from '../../../http/loopback';

/**
 * Development helpers, registered only outside production: the outbox shows
 * the SMS and e-mails the server would have sent, so codes can be read
 * without a gateway (by a developer, or an end-to-end test).
 */
export default async function devRoutes(app: FastifyInstance) {
  // Codes open accounts: only the machine itself may read them. The socket's
  // own address decides, never a forwarded header a client could write, and
  // others get the same 404 as in production, so the route is not advertised.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress)) throw notFound();
  });

  app.get<{ Querystring: { recipient?: string; limit?: number } }>(
    '/api/dev/outbox/',
    {
      schema: {
        tags: ['development'],
        summary:
          'Messages sent, newest first: from the machine itself only (404 otherwise), never in production',
        description:
          'Bodies keep their codes only when NODE_ENV=development; elsewhere the code is blanked out before the message is stored.',
        querystring: {
          type: 'object',
          properties: {
            recipient: {
              type: 'string',
              description: 'only messages to this e-mail or national phone number',
            },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              messages: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    channel: { type: 'string' },
                    recipient: { type: 'string' },
                    subject: { type: ['string', 'null'] },
                    body: { type: 'string' },
                    created_at: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      let query = app.db
        .selectFrom('outbox_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(request.query.limit ?? 50);
      if (request.query.recipient)
        query = query.where('recipient', '=', request.query.recipient.trim().toLowerCase());
      return { messages: await query.execute() };
    },
  );
}
