import { sql } from 'kysely';
import { createdAt, dialectOf, type MigrationDb, notNull, withId } from './helpers';

/*
 * The audit trail of the back office: every admin write, who made it, when,
 * and the record before and after. Rows are only ever added: nothing updates
 * or deletes them, and a removed manager's rows stay (no foreign key).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('audit_entries'))
    .addColumn('manager_id', 'integer', notNull)
    .addColumn('area', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('entity_id', 'integer')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', createdAt(db))
    .execute();
  // Super managers read it newest first, by manager or by area.
  await db.schema
    .createIndex('audit_entries_by_manager')
    .on('audit_entries')
    .columns(['manager_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_entries_by_area')
    .on('audit_entries')
    .columns(['area', 'created_at'])
    .execute();
  await refuseChanges(db);
}

/** The database itself refuses to update or delete an entry, whatever the code asks. */
async function refuseChanges(db: MigrationDb) {
  if (dialectOf(db) === 'postgres') {
    await sql`create function audit_entries_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_entries is append-only'; end $$`.execute(db);
    await sql`create trigger audit_entries_append_only before update or delete on audit_entries
      for each row execute function audit_entries_append_only()`.execute(db);
    return;
  }
  for (const change of ['update', 'delete']) {
    await sql`create trigger ${sql.raw(`audit_entries_no_${change}`)} before ${sql.raw(change)} on audit_entries
      begin select raise(abort, 'audit_entries is append-only'); end`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  if (dialectOf(db) === 'postgres')
    await sql`drop function audit_entries_append_only()`.execute(db);
}
