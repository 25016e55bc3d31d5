import type { FastifyInstance } from 'fastify';
import { type Catalogue, catalogueOf } from '../../../domain/catalogue/service';
import badgeRoutes from './badges';
import exploreRoutes from './explore';
import indexRoutes from './indexes';
import listRoutes from './lists';
import playerRoutes from './players';
import searchRoutes from './search';
import statsRoutes from './stats';

declare module 'fastify' {
  interface FastifyInstance {
    /** the catalogue's cached public reads (catalogueOf(app.db) from other areas) */
    catalogue: Catalogue;
  }
}

/**
 * The catalogue reads of the "Games and challenges" calls: lists, pages,
 * badges, hall of fame, profiles, statistics and searches.
 */
export default async function catalogueRoutes(app: FastifyInstance) {
  app.decorate('catalogue', catalogueOf(app.db));
  await app.register(indexRoutes);
  await app.register(listRoutes);
  await app.register(exploreRoutes);
  await app.register(badgeRoutes);
  await app.register(playerRoutes);
  await app.register(statsRoutes);
  await app.register(searchRoutes);
}
