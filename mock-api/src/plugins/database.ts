import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Db, migrateToLatest, openDatabase, ping, underStartupLock } from '../db/index';
import { seedDemo, seedReference } from '../db/seed/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: 'sqlite' | 'postgres';
    /** resolves when the database answers a trivial query */
    pingDatabase(): Promise<void>;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  mediaDir: string;
  seedMediaDir: string;
  /** PostgreSQL schema to work in; tests give each file its own */
  pgSchema?: string;
}

/** Opens the database, brings it to the latest migration and seeds it when it is new. */
export default fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = options;
    const handle = openDatabase({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      pgSchema: options.pgSchema,
    });
    const { db, dialect } = handle;
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('pingDatabase', () => ping(db));
    app.addHook('onClose', () => db.destroy());
    await underStartupLock(handle, () => prepare(app, options));
  },
  { name: 'database' },
);

/** Brings the schema to the latest migration, then seeds what a new database lacks. */
async function prepare(app: FastifyInstance, options: DatabasePluginOptions) {
  const applied = await migrateToLatest(app.db, options.pgSchema);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  await app.db.transaction().execute((trx) => seedReference(trx));
  if (options.config.SEED) {
    const seeded = await seedDemo(app.db, {
      mediaDir: options.mediaDir,
      seedMediaDir: options.seedMediaDir,
    });
    if (seeded) app.log.info('database seeded with the demo catalogue and accounts');
  }
}
