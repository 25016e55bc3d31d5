import type { FastifyInstance } from 'fastify';
import adRoutes from './ads';
import partnerRoutes from './partners';
import subscriptionRoutes from './subscriptions';

/**
 * Ads management (back-office spec section 7 "Ad partners", "Subscriptions",
 * "Ads"): super managers only, on the spec's own paths.
 */
export default async function adsRoutes(fastify: FastifyInstance) {
  // A write changes the ads players see: its events are published before the
  // answer, so this instance's cached ads are gone when the manager reads on.
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await fastify.outbox.flush();
  });
  await fastify.register(partnerRoutes);
  await fastify.register(subscriptionRoutes);
  await fastify.register(adRoutes);
}
