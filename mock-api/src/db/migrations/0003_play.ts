import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/*
 * Rules of play the database itself holds, so that two requests racing
 * cannot break them. A quiz is played once per player, whatever the mode:
 * its corrections are shown when a play ends, so a second play, solo or in
 * a challenge with money at stake, would be won by memory. And a player has
 * at most one play running at a time. Partial unique indexes work the same
 * on SQLite and PostgreSQL.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`create unique index plays_once_per_game on plays (user_id, game_id)`.execute(db);
  await sql`create unique index plays_one_running on plays (user_id) where is_active = 1`.execute(
    db,
  );
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`drop index plays_one_running`.execute(db);
  await sql`drop index plays_once_per_game`.execute(db);
}
