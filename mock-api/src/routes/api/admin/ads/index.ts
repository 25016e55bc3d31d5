import type { FastifyInstance } from 'fastify';
import adRoutes from './ads';
import partnerRoutes from './partners';
import subscriptionRoutes from './subscriptions';

/**
 * Ads management (back-office spec section 7 "Ad partners", "Subscriptions",
 * "Ads"): super managers only, on the spec's own paths.
 */
export default async function adsRoutes(fastify: FastifyInstance) {
  await fastify.register(partnerRoutes);
  await fastify.register(subscriptionRoutes);
  await fastify.register(adRoutes);
}
