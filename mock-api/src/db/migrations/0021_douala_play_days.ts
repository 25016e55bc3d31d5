import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/*
 * The statistics count Douala days (UTC+1) instead of UTC days. The daily
 * counts of plays are a cache keyed by day: emptied, they are counted again,
 * by Douala day, the first time a period asks for them.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`delete from play_days`.execute(db);
  await sql`delete from play_days_done`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`delete from play_days`.execute(db);
  await sql`delete from play_days_done`.execute(db);
}
