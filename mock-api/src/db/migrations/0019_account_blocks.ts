import { createdAt, type MigrationDb, notNull } from './helpers';

/*
 * Accounts a super manager blocked for fraud (ours): while a row exists the
 * player buys nothing, stakes nothing and is invited to no challenge, as in
 * a self-exclusion; their money stays theirs and can still be cashed out.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('account_blocks')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    /** one of BLOCK_REASONS: the player is told it in their language */
    .addColumn('reason', 'text', notNull)
    /** what the manager saw, for the managers only */
    .addColumn('note', 'text')
    .addColumn('manager_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', createdAt(db))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('account_blocks').execute();
}
