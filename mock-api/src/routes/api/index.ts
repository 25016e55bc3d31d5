import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin/index';
import authRoutes from './auth/index';
import contentRoutes from './content/index';
import devRoutes from './dev/index';
import catalogueRoutes from './games/index';
import healthRoutes from './health/index';
import meRoutes from './me/index';
import moneyRoutes from './money/index';
import playRoutes from './play/index';

/** Every area of the API, one folder each, as listed in the specs' call lists. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contentRoutes);
  await app.register(meRoutes);
  await app.register(moneyRoutes);
  await app.register(catalogueRoutes);
  await app.register(playRoutes);
  await app.register(adminRoutes);
  if (app.config.NODE_ENV !== 'production') await app.register(devRoutes);
}
