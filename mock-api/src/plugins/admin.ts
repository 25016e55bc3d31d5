import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminDeps } from '../domain/admin-deps';
import { adsOf } from '../domain/ads/service';
import { auditOf } from '../domain/audit/trail';
import { badgeTypesOf } from '../domain/badge-types/service';
import { dashboardOf } from '../domain/dashboard/trend';
import { gameIndexesOf } from '../domain/game-indexes/service';
import { gamesOf } from '../domain/games/service';
import { managersOf } from '../domain/managers/service';
import { playerSupportOf } from '../domain/players/support';
import { quotesOf } from '../domain/quotes/service';
import { reconciliationOf } from '../domain/reconciliation/service';
import { scoresOf } from '../domain/scores/service';
import { pricingOf } from '../domain/settings/pricing';
import { statsOf } from '../domain/stats/service';

function adminOf(deps: AdminDeps) {
  return {
    audit: auditOf(deps.db),
    games: gamesOf(deps),
    gameIndexes: gameIndexesOf(deps),
    badgeTypes: badgeTypesOf(deps),
    quotes: quotesOf(deps),
    ads: adsOf(deps),
    stats: statsOf(deps),
    scores: scoresOf(deps),
    managers: managersOf(deps),
    players: playerSupportOf(deps),
    reconciliation: reconciliationOf(deps),
    pricing: pricingOf(deps),
    dashboard: dashboardOf(deps),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the back office's services, one an area; admin routes call these */
    admin: ReturnType<typeof adminOf>;
  }
}

/** The back office's domain services, bound to this server's database, media and clock. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('admin', adminOf({ db: app.db, media: app.media, clock: app.clock }));
  },
  { name: 'admin', dependencies: ['database', 'uploads', 'play'] },
);
