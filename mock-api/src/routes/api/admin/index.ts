import type { FastifyInstance } from 'fastify';
import adsRoutes from './ads/index';
import auditRoutes from './audit/index';
import badgeTypesRoutes from './badge-types/index';
import dashboardRoutes from './dashboard/index';
import gameIndexesRoutes from './game-indexes/index';
import gamesRoutes from './games/index';
import managersRoutes from './managers/index';
import paymentsRoutes from './payments/index';
import playersRoutes from './players/index';
import pricingRoutes from './pricing/index';
import quotesRoutes from './quotes/index';
import reconciliationRoutes from './reconciliation/index';
import scoresRoutes from './scores/index';
import statsRoutes from './stats/index';

/**
 * The back office's API (back-office spec section 7), one folder a resource.
 * Every route is guarded by `onRequest: app.requireRole(...)`: a caller who
 * may not use it is refused before its body is even read.
 */
export default async function adminRoutes(app: FastifyInstance) {
  // A write may change what players see (games, indexes, quotes, ads): its
  // events are published before the answer, so this instance's cached reads
  // are gone when the manager, or a player, reads on.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.outbox.flush();
  });
  await app.register(gamesRoutes);
  await app.register(gameIndexesRoutes);
  await app.register(badgeTypesRoutes);
  await app.register(quotesRoutes);
  await app.register(adsRoutes);
  await app.register(statsRoutes);
  await app.register(scoresRoutes);
  await app.register(managersRoutes);
  await app.register(auditRoutes);
  await app.register(paymentsRoutes);
  await app.register(playersRoutes);
  await app.register(reconciliationRoutes);
  await app.register(pricingRoutes);
  await app.register(dashboardRoutes);
}
