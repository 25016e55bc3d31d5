import type { FastifyInstance } from 'fastify';
import paymentCallbacks from './callbacks';
import creditsRoutes from './credits';
import gainsRoutes from './gains';
import responsiblePlayRoutes from './responsible-play';
import paymentSockets from './sockets';

/** Credits and gains: purchases, conversions, cash-outs, their sockets and the providers' callbacks. */
export default async function moneyRoutes(app: FastifyInstance) {
  // Each purchase, conversion or cash-out tells the player's open pages at once.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.outbox.flush();
  });
  await app.register(creditsRoutes);
  await app.register(gainsRoutes);
  await app.register(responsiblePlayRoutes);
  await app.register(paymentSockets);
  await app.register(paymentCallbacks);
}
