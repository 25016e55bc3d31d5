import { createdAt, type MigrationDb, notNull, references, withId } from './helpers';

/*
 * Reconciliation with the operators (docs/reconciliation.md): the statements
 * payments staff import, each with the column mapping it was read with and
 * the hash of its content (the same file imported again changes nothing), the
 * lines read from it, and the differences marked resolved with a note.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('statement_imports'))
    /** mtn_momo, orange_money or notch_pay */
    .addColumn('source', 'text', notNull)
    .addColumn('file_name', 'text', notNull)
    /** SHA-256 of the file's bytes, hex */
    .addColumn('content_hash', 'text', (c) => c.notNull().unique())
    /** the column mapping read, as JSON */
    .addColumn('mapping', 'text', notNull)
    .addColumn('lines', 'integer', notNull)
    /** the rows not read and why, as JSON */
    .addColumn('skipped', 'text', notNull)
    .addColumn('manager_id', 'integer', references('users.id', 'restrict'))
    .addColumn('created_at', 'text', createdAt(db))
    .execute();
  await withId(db, db.schema.createTable('statement_lines'))
    .addColumn('import_id', 'integer', references('statement_imports.id', 'cascade'))
    .addColumn('source', 'text', notNull)
    .addColumn('line_row', 'integer', notNull)
    /** the source's own id of the transaction */
    .addColumn('line_id', 'text', notNull)
    .addColumn('reference', 'text')
    .addColumn('amount', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('at', 'text', notNull)
    .addColumn('direction', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('statement_lines_at')
    .on('statement_lines')
    .columns(['source', 'at'])
    .execute();
  await withId(db, db.schema.createTable('reconciliation_marks'))
    /** the difference's key: purchase:<id>, cashout:<id> or line:<source>:<id> */
    .addColumn('finding', 'text', (c) => c.notNull().unique())
    .addColumn('note', 'text', notNull)
    .addColumn('manager_id', 'integer', references('users.id', 'restrict'))
    .addColumn('created_at', 'text', createdAt(db))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('reconciliation_marks').execute();
  await db.schema.dropTable('statement_lines').execute();
  await db.schema.dropTable('statement_imports').execute();
}
