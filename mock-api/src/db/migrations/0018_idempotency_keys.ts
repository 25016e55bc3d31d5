import { type MigrationDb, notNull, references } from './helpers';

/*
 * The Idempotency-Key of money calls (buy, convert, cash out, send credits,
 * start a challenge): a key a player sends again within a day gets the first
 * answer back and moves nothing more. The row is claimed, with no answer yet,
 * before the work runs; the unique (user_id, key) keeps two copies of one
 * request from both running. created_at comes from the server's clock.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('key', 'text', notNull)
    /** method and route, as PUT /api/me/my-credits/ */
    .addColumn('operation', 'text', notNull)
    /** SHA-256 of the request's path parameters and body */
    .addColumn('request_hash', 'text', notNull)
    /** the answer once the work is done; null while it runs */
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
