import { sql } from 'kysely';
import { dialectOf, integer, type MigrationDb, notNull, references, withId } from './helpers';

/*
 * Games that can be fixed. Titles, labels and pictures are edited in place;
 * a change of the choices or corrections of a game already played makes a
 * new version of its questions: new plays use it, while past plays and open
 * challenges keep the version they were started on (plays.game_version,
 * challenges.game_version). Existing rows are version 1. Questions also gain
 * an optional explanation in both languages, shown with the corrections.
 *
 * A game's ranks are unique within a version now: SQLite cannot drop the old
 * (game_id, rank) constraint, so it rebuilds the table, with the foreign keys
 * of answers and plays left unchecked while it does (its migrations run
 * outside any transaction).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('games').addColumn('version', 'integer', integer(1)).execute();
  await db.schema.alterTable('plays').addColumn('game_version', 'integer', integer(1)).execute();
  await db.schema
    .alterTable('challenges')
    .addColumn('game_version', 'integer', integer(1))
    .execute();
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('questions').addColumn('version', 'integer', integer(1)).execute();
    await db.schema.alterTable('questions').addColumn('explanation_en', 'text').execute();
    await db.schema.alterTable('questions').addColumn('explanation_fr', 'text').execute();
    await db.schema.alterTable('questions').dropConstraint('questions_rank').execute();
    await db.schema
      .alterTable('questions')
      .addUniqueConstraint('questions_rank', ['game_id', 'version', 'rank'])
      .execute();
    return;
  }
  await sql`pragma foreign_keys = OFF`.execute(db);
  try {
    await withId(db, db.schema.createTable('questions_versioned'))
      .addColumn('game_id', 'integer', references('games.id', 'cascade'))
      .addColumn('version', 'integer', integer(1))
      .addColumn('rank', 'integer', notNull)
      .addColumn('type', 'text', notNull)
      .addColumn('label_en', 'text', notNull)
      .addColumn('label_fr', 'text', notNull)
      .addColumn('illustration', 'text')
      .addColumn('choice_values_en', 'text', notNull)
      .addColumn('choice_values_fr', 'text', notNull)
      .addColumn('correction_ids', 'text', notNull)
      .addColumn('explanation_en', 'text')
      .addColumn('explanation_fr', 'text')
      .addUniqueConstraint('questions_rank', ['game_id', 'version', 'rank'])
      .addCheckConstraint('questions_type', sql`type in ('sc', 'mc', 'moc', 'psc', 'pmc', 'pmoc')`)
      .execute();
    await sql`insert into questions_versioned (id, game_id, rank, type, label_en, label_fr,
      illustration, choice_values_en, choice_values_fr, correction_ids)
      select id, game_id, rank, type, label_en, label_fr, illustration, choice_values_en,
      choice_values_fr, correction_ids from questions`.execute(db);
    await db.schema.dropTable('questions').execute();
    await db.schema.alterTable('questions_versioned').renameTo('questions').execute();
  } finally {
    await sql`pragma foreign_keys = ON`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('questions').where('version', '>', 1).execute();
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('questions').dropConstraint('questions_rank').execute();
    await db.schema
      .alterTable('questions')
      .addUniqueConstraint('questions_rank', ['game_id', 'rank'])
      .execute();
  }
  for (const column of ['explanation_fr', 'explanation_en', 'version']) {
    await db.schema.alterTable('questions').dropColumn(column).execute();
  }
  await db.schema.alterTable('challenges').dropColumn('game_version').execute();
  await db.schema.alterTable('plays').dropColumn('game_version').execute();
  await db.schema.alterTable('games').dropColumn('version').execute();
}
