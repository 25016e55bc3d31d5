import type { MigrationDb } from './helpers';

/*
 * Rate-limit counters kept in the database, for instances that share a
 * PostgreSQL database without a Redis server: one row per key and window.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_resets')
    .on('rate_limit_counters')
    .column('resets_at')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
