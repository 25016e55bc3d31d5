import { createdAt, type MigrationDb, notNull, withId } from './helpers';

/*
 * Payments through mobile money: purchases (credit_transactions with action
 * 'buy') and cash-outs. Each gets our own reference, stored before the
 * provider is called, so a call that times out can still be looked up; the
 * provider that carries it; when the payer's approval lapses; and when the
 * reconciler is next to read its state back. A player has one ongoing
 * purchase and one ongoing cash-out at a time: an ongoing one holds its
 * `ongoing_key` ('<user>'), emptied once it settles (a unique column takes
 * any number of nulls on both databases).
 *
 * payment_events keeps every state change with its source (start, callback,
 * poll, expiry) and the provider's words, for payments staff answering a
 * player who says "I paid and got nothing".
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['credit_transactions', 'cashouts']) {
    for (const column of ['reference', 'provider', 'expires_at', 'next_check_at', 'ongoing_key']) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
    }
    await db.schema
      .createIndex(`${table}_reference`)
      .on(table)
      .column('reference')
      .unique()
      .execute();
    await db.schema
      .createIndex(`${table}_one_ongoing`)
      .on(table)
      .column('ongoing_key')
      .unique()
      .execute();
    await db.schema
      .createIndex(`${table}_due`)
      .on(table)
      .columns(['status', 'next_check_at'])
      .execute();
  }

  await withId(db, db.schema.createTable('payment_events'))
    /** 'purchase' or 'cashout' */
    .addColumn('transaction_kind', 'text', notNull)
    .addColumn('transaction_id', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    /** start, callback, poll, expiry */
    .addColumn('source', 'text', notNull)
    .addColumn('provider_reference', 'text')
    /** the provider's reason or a note (amount mismatch, late success...) */
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', createdAt(db))
    .execute();
  await db.schema
    .createIndex('payment_events_transaction')
    .on('payment_events')
    .columns(['transaction_kind', 'transaction_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  for (const table of ['credit_transactions', 'cashouts']) {
    await db.schema.dropIndex(`${table}_due`).execute();
    await db.schema.dropIndex(`${table}_one_ongoing`).execute();
    await db.schema.dropIndex(`${table}_reference`).execute();
    for (const column of ['ongoing_key', 'next_check_at', 'expires_at', 'provider', 'reference']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
