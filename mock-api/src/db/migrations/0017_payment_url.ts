import type { MigrationDb } from './helpers';

/*
 * Where a payer approves a purchase, for channels whose payers do it on the
 * provider's page (Orange Money's web payment): the site sends them there.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('credit_transactions').addColumn('payment_url', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('credit_transactions').dropColumn('payment_url').execute();
}
