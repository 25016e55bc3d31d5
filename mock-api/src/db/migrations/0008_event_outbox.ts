import { createdAt, type MigrationDb, notNull, withId } from './helpers';

/*
 * The outbox of live events: each event is written in the transaction that
 * caused it, then published once that transaction has committed, so no event
 * is lost and none is sent for a change that was rolled back.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('event_outbox'))
    .addColumn('topic', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('created_at', 'text', createdAt(db))
    .addColumn('published_at', 'text')
    .execute();
  // The relay reads what is still to publish, oldest first.
  await db.schema
    .createIndex('event_outbox_pending')
    .on('event_outbox')
    .columns(['published_at', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('event_outbox').execute();
}
