import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, packageRoot } from './config';
import { type Clock, realClock, shiftableClock } from './domain/clock';
import { databaseMediaStore } from './domain/media/database-store';
import { diskMediaStore } from './domain/media/disk-store';
import { inputValidator } from './http/input-validator';
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
import web, { inlineScriptHashes } from './plugins/web';
import apiRoutes from './routes/api/index';
import { serverOptions } from './server-options';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** the public URL of a media key (answers get theirs from their schemas) */
    mediaLink: MediaLink;
    /** the server's one clock: every rule reads the time from it */
    clock: Clock;
    /** moves the clock on: a development server's only, null elsewhere */
    advanceClock: ((ms: number) => Date) | null;
  }
}

export interface AppOptions {
  config: Config;
  /** PostgreSQL schema to work in; tests give each file its own */
  pgSchema?: string;
  /** false for no log; otherwise the level and stream, the redaction rules always apply */
  logger?: false | LogSettings;
  /** the server's clock (see domain/clock.ts); tests move it on instead of waiting */
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
  // Bodies kept as sent, path and query read from their text, junk refused.
  app.setValidatorCompiler(inputValidator);
  app.decorate('config', config);
  // Outside production, the server's time can be moved on (POST /api/dev/clock/).
  const shifted = !clock && config.NODE_ENV !== 'production' ? shiftableClock() : null;
  app.decorate('clock', clock ?? shifted?.clock ?? realClock);
  app.decorate('advanceClock', shifted ? shifted.advance : null);
  app.decorate('mediaLink', mediaLink);
  // Once a stop began (shutdown.ts), each answer closes its connection: the
  // proxy sends what follows to another instance, and the stop does not wait
  // on idle keep-alive connections (Fastify keeps them 72 s).
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  try {
    await registerParts(app, config, pgSchema);
  } catch (error) {
    // A boot that fails closes what it opened (the database, its timers): a process that
    // goes on, as the tests do, keeps no file of its data folder open or written to.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

/** The server's parts, in the order they depend on one another. */
async function registerParts(app: FastifyInstance, config: Config, pgSchema?: string) {
  await app.register(errors);
  await app.register(security, { scriptHashes: inlineScriptHashes(config.PLAYER_DIST) });
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
  await app.register(services);
  await app.register(play, { config });
  await app.register(payments, { config });
  await app.register(admin);
  await app.register(apiRoutes);
  await app.register(web, {
    playerDist: config.PLAYER_DIST,
    adminDist: config.ADMIN_DIST,
  });
}
