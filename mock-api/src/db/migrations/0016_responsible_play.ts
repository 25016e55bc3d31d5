import { createdAt, type MigrationDb, notNull } from './helpers';

/*
 * Responsible play: limits a player sets on the credits they buy and stake
 * per day, week and month, and self-exclusion. A limit lowered takes effect
 * at once; raised or removed, only after a day: `pending_amount` (null for
 * removal) applies from `pending_from`.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('play_limits')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** purchase or stake */
    .addColumn('kind', 'text', notNull)
    /** day, week or month */
    .addColumn('period', 'text', notNull)
    /** credits; null: no limit */
    .addColumn('amount', 'integer')
    .addColumn('pending_amount', 'integer')
    .addColumn('pending_from', 'text')
    .addColumn('updated_at', 'text', createdAt(db))
    .addPrimaryKeyConstraint('play_limits_pk', ['user_id', 'kind', 'period'])
    .execute();
  await db.schema
    .createTable('self_exclusions')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('until', 'text', notNull)
    .addColumn('created_at', 'text', createdAt(db))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('self_exclusions').execute();
  await db.schema.dropTable('play_limits').execute();
}
