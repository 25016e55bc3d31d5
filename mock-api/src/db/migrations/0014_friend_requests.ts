import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/*
 * One pending friend request per sender and receiver: two taps at once, or
 * two devices, cannot leave two requests to answer. A pending request holds
 * its key '<sender>:<receiver>' in a unique column, emptied once answered
 * (a unique column takes any number of nulls on both databases; a partial
 * index trips SQLite's planner on the OR queries the requests are read by).
 * Older duplicates, if any, are cancelled first, the newest kept.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`update friend_requests set status = 'CANCELED'
    where status = 'PENDING' and exists (
      select 1 from friend_requests newer
      where newer.sender_id = friend_requests.sender_id
        and newer.receiver_id = friend_requests.receiver_id
        and newer.status = 'PENDING' and newer.id > friend_requests.id)`.execute(db);
  await db.schema.alterTable('friend_requests').addColumn('pending_key', 'text').execute();
  await sql`update friend_requests set pending_key = sender_id || ':' || receiver_id
    where status = 'PENDING'`.execute(db);
  await db.schema
    .createIndex('friend_requests_one_pending')
    .on('friend_requests')
    .column('pending_key')
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('friend_requests_one_pending').execute();
  await db.schema.alterTable('friend_requests').dropColumn('pending_key').execute();
}
