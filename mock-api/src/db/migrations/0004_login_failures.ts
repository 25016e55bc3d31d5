import { type MigrationDb, notNull, withId } from './helpers';

/*
 * Failed logins, counted per account, per address and per pair of both, so
 * that only failures slow an account down. Kept in the database rather than
 * in memory so that every instance sharing it counts the same; rows older
 * than the counting window are deleted as new ones come.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('account', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('login_failures_account')
    .on('login_failures')
    .columns(['account', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_address')
    .on('login_failures')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_created')
    .on('login_failures')
    .column('created_at')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
