import { join } from 'node:path';
import Fastify from 'fastify';
import { type Config, packageRoot } from './config';
import { databaseMediaStore } from './domain/media/database-store';
import { diskMediaStore } from './domain/media/disk-store';
import { type Clock, shiftableClock } from './domain/play/clock';
import { type LogSettings, loggerOptions } from './http/logging';
import { type MediaLink, mediaLinks, mediaSerializers } from './http/media';
import admin from './plugins/admin';
import auth from './plugins/auth';
import database from './plugins/database';
import docs from './plugins/docs';
import errors from './plugins/errors';
import events from './plugins/events';
import payments from './plugins/payments';
import play from './plugins/play';
import rateLimits from './plugins/rate-limits';
import security from './plugins/security';
import services from './plugins/services';
import uploads from './plugins/uploads';
import web from './plugins/web';
import apiRoutes from './routes/api/index';
import { serverOptions } from './server-options';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** the public URL of a media key (answers get theirs from their schemas) */
    mediaLink: MediaLink;
  }
}

export interface AppOptions {
  config: Config;
  /** PostgreSQL schema to work in; tests give each file its own */
  pgSchema?: string;
  /** false for no log; otherwise the level and stream, the redaction rules always apply */
  logger?: false | LogSettings;
  /** the time of play; tests move it on instead of waiting */
  clock?: Clock;
}

/** Builds the whole server without listening: tests call it and use app.inject. */
export async function buildApp({ config, pgSchema, logger, clock }: AppOptions) {
  const mediaLink = mediaLinks(config.MEDIA_BASE_URL);
  const app = Fastify({
    ...serverOptions,
    schemaController: mediaSerializers(mediaLink),
    trustProxy: config.TRUST_PROXY,
    logger: logger === false ? false : loggerOptions({ level: config.LOG_LEVEL, ...logger }),
  });
  app.decorate('config', config);
  app.decorate('mediaLink', mediaLink);

  await app.register(errors);
  await app.register(security);
  await app.register(docs);
  await app.register(database, {
    config,
    openMediaStore: (db) =>
      config.MEDIA_STORE === 'database'
        ? databaseMediaStore(db)
        : diskMediaStore(join(config.DATA_DIR, 'uploads')),
    seedMediaDir: join(packageRoot, 'seed-media'),
    pgSchema,
  });
  await app.register(rateLimits, { config, pgSchema });
  await app.register(events, { config, pgSchema });
  await app.register(uploads);
  await app.register(auth, { config });
  // Outside production, the time of play can be moved on (POST /api/dev/clock/).
  const shifted = !clock && config.NODE_ENV !== 'production' ? shiftableClock() : null;
  app.decorate('advancePlayClock', shifted ? shifted.advance : null);
  await app.register(services);
  await app.register(play, { config, clock: clock ?? shifted?.clock });
  await app.register(payments, { config });
  await app.register(admin);
  await app.register(apiRoutes);
  await app.register(web, {
    playerDist: config.PLAYER_DIST,
    adminDist: config.ADMIN_DIST,
  });
  return app;
}
