import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ClockAdvance, ClockAdvanced, ErrorAnswer, Outbox } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../../domain/errors';
import { OUTBOX_LIMIT } from '../../../domain/messages/outbox';
import { isLoopback } from '../../../http/loopback';

/**
 * Development helpers, registered only outside production: the outbox shows
 * the SMS and e-mails the server would have sent, so codes can be read
 * without a gateway (by a developer, or an end-to-end test).
 */
export default async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Codes open accounts: only the machine itself may read them. The socket's
  // own address decides, never a forwarded header a client could write, and
  // others get the same 404 as in production, so the route is not advertised.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress)) throw notFound();
  });

  app.get(
    '/api/dev/outbox/',
    {
      schema: {
        operationId: 'readOutbox',
        tags: ['development'],
        summary:
          'Messages sent, newest first: from the machine itself only (404 otherwise), never in production',
        description:
          'Bodies keep their codes only when NODE_ENV=development; elsewhere the code is blanked out before the message is stored.',
        querystring: Type.Object({
          recipient: Type.Optional(
            Type.String({ description: 'only messages to this e-mail or national phone number' }),
          ),
          limit: Type.Optional(
            Type.Integer({ minimum: 1, maximum: OUTBOX_LIMIT.max, default: OUTBOX_LIMIT.default }),
          ),
        }),
        response: { 200: Outbox, '4xx': ErrorAnswer },
      },
    },
    (request) => app.sentMessages.read(request.query),
  );

  app.post(
    '/api/dev/clock/',
    {
      schema: {
        operationId: 'advanceClock',
        tags: ['development'],
        summary:
          "Moves the server's clock on, then runs the play and payment jobs: from the machine itself only, never in production",
        description: `Every rule reads the server's clock (question deadlines, challenge closing, payment orders,
limits); moving it on lets a challenge close (its winners paid, or the stakes given back) or a slow sandbox payment
settle without the wait. The answer comes once a pass of each job that started after the move has run (a pass
already under way, which read the time before it, is waited for and followed by another). Tokens, codes and rate
limits keep real time. 404 where the server was started with its own clock (tests) or in production.`,
        body: ClockAdvance,
        response: { 200: ClockAdvanced, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      if (!app.advanceClock) throw notFound();
      const now = app.advanceClock(request.body.advance_sec * 1000);
      await app.runPlayJobs();
      await app.runPaymentJobs();
      return { now: now.toISOString() };
    },
  );
}
