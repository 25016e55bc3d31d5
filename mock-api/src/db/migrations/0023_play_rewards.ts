import { sql } from 'kysely';
import { integer, type MigrationDb } from './helpers';

/*
 * A play keeps the reward it started with: the gain unit and the solo
 * multiplier are read from its row when it ends, so a change of pricing in
 * the back office counts from the next play. Plays already there take the
 * values in force.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('plays').addColumn('gain_unit', 'integer', integer(50)).execute();
  await db.schema
    .alterTable('plays')
    .addColumn('solo_win_gain_multiplicator', 'integer', integer(1))
    .execute();
  for (const key of ['gain_unit', 'solo_win_gain_multiplicator']) {
    await sql`update plays set ${sql.ref(key)} = (select cast(value as integer) from settings where key = ${key})
      where exists (select 1 from settings where key = ${key})`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('plays').dropColumn('solo_win_gain_multiplicator').execute();
  await db.schema.alterTable('plays').dropColumn('gain_unit').execute();
}
