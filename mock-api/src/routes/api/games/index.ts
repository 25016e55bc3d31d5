import type { FastifyInstance } from 'fastify';
import badgeRoutes from './badges';
import exploreRoutes from './explore';
import indexRoutes from './indexes';
import listRoutes from './lists';
import playerRoutes from './players';
import searchRoutes from './search';
import statsRoutes from './stats';

/**
 * The catalogue reads of the "Games and challenges" calls: lists, pages,
 * badges, hall of fame, profiles, statistics and searches.
 */
export default async function catalogueRoutes(app: FastifyInstance) {
  await app.register(indexRoutes);
  await app.register(listRoutes);
  await app.register(exploreRoutes);
  await app.register(badgeRoutes);
  await app.register(playerRoutes);
  await app.register(statsRoutes);
  await app.register(searchRoutes);
}
