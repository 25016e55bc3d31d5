import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/*
 * A player has at most one open challenge on a quiz: a quiz is played once,
 * so a second one could not be played, and its stake would be charged for
 * nothing. Held by the database, so three clicks on "launch" or a network
 * retry racing each other charge once.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`create unique index challenges_one_open on challenges (starter_id, game_id) where is_active = 1`.execute(
    db,
  );
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`drop index challenges_one_open`.execute(db);
}
