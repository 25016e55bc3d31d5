import { type MigrationDb, notNull } from './helpers';

/*
 * The back office's statistics count rows over a period: each table they
 * read gets an index led by its date, so a period is a range of an index.
 * Plays, the largest table, are also counted once a day is over, per game
 * and type, in play_days (domain/stats/play-days.ts): a year of a million
 * plays is then 365 x games rows to add up, not a million.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['plays_started_game_type', 'plays', ['started_at', 'game_id', 'type']],
  ['users_created', 'users', ['created_at']],
  ['users_deleted', 'users', ['deleted_at']],
  ['challenges_created', 'challenges', ['created_at']],
  ['challenge_invitations_created', 'challenge_invitations', ['created_at']],
  ['credit_transactions_created', 'credit_transactions', ['created_at']],
  ['cashouts_created', 'cashouts', ['created_at']],
  ['share_events_kind_created', 'share_events', ['kind', 'created_at']],
  ['outbox_messages_channel_created', 'outbox_messages', ['channel', 'created_at']],
];

export async function up(db: MigrationDb): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  }
  await db.schema
    .createTable('play_days')
    .addColumn('day', 'text', notNull)
    .addColumn('game_id', 'integer', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('plays', 'integer', notNull)
    .addPrimaryKeyConstraint('play_days_pk', ['day', 'game_id', 'type'])
    .execute();
  // The days already counted, plays or none.
  await db.schema
    .createTable('play_days_done')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('play_days_done').execute();
  await db.schema.dropTable('play_days').execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
