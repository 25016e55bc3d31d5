import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import {
  type Db,
  migrateToLatest,
  openBatchLane,
  openDatabase,
  ping,
  underStartupLock,
} from '../db/index';
import { seedDemo, seedReference } from '../db/seed/index';
import { opaqueChoicePictures } from '../domain/games/opaque-choices';
import type { MediaStore } from '../domain/media/store';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** the live play's batches' own connections (db/index.ts openBatchLane) */
    batchLane: Db;
    dialect: 'sqlite' | 'postgres';
    /** resolves when the database answers a trivial query */
    pingDatabase(): Promise<void>;
    /** where media are kept and read from */
    mediaStore: MediaStore;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /**
   * Opens the media store. It is opened with the database because the seed
   * fills it and because it may live in this very database.
   */
  openMediaStore(db: Db): MediaStore;
  /** the seed's pictures, put into the media store when the demo is seeded */
  seedMediaDir: string;
  /** PostgreSQL schema to work in; tests give each file its own */
  pgSchema?: string;
}

/** Opens the database, brings it to the latest migration and seeds it when it is new. */
export default fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = options;
    const opening = {
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      pgSchema: options.pgSchema,
    };
    const handle = openDatabase(opening);
    const { db, dialect } = handle;
    const batchLane = openBatchLane(opening, handle);
    app.decorate('db', db);
    app.decorate('batchLane', batchLane);
    app.decorate('dialect', dialect);
    app.decorate('pingDatabase', () => ping(db));
    app.decorate('mediaStore', options.openMediaStore(db));
    app.addHook('onClose', async () => {
      if (batchLane !== db) await batchLane.destroy();
      await db.destroy();
    });
    await underStartupLock(handle, () => prepare(app, options));
  },
  { name: 'database' },
);

/**
 * Brings the schema to the latest migration, seeds what a new database lacks,
 * and gives picture choices keys that say nothing of them (opaque-choices.ts).
 */
async function prepare(app: FastifyInstance, options: DatabasePluginOptions) {
  const applied = await migrateToLatest(app.db, options.pgSchema);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  await app.db.transaction().execute((trx) => seedReference(trx));
  if (options.config.SEED) {
    const seeded = await seedDemo(app.db, {
      media: app.mediaStore,
      seedMediaDir: options.seedMediaDir,
    });
    if (seeded) app.log.info('database seeded with the demo catalogue and accounts');
  }
  const renamed = await opaqueChoicePictures(app.db, app.mediaStore);
  if (renamed > 0) app.log.info({ renamed }, 'picture choices renamed to opaque keys');
}
