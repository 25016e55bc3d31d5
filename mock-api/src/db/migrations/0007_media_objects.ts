import { createdAt, dialectOf, type MigrationDb, notNull } from './helpers';

/*
 * Media kept in the database (MEDIA_STORE=database), for instances on
 * separate machines that share one PostgreSQL database: one row per key.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('media_objects')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', notNull)
    .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('created_at', 'text', createdAt(db))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('media_objects').execute();
}
