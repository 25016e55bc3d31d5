import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../src/db/index';
import { migratedDatabase, type TestDatabase, testDialect } from './helpers/database';

/*
 * The migration that versions games' questions, on a database that holds
 * games and plays already: every row keeps its id and its links (answers and
 * plays point at their questions still), and is version 1.
 */
describe('migration 0020: game versions on a database in use', () => {
  let opened: Awaited<ReturnType<typeof migratedDatabase>>;
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await migratedDatabase('0019_account_blocks');
    ({ db, database } = opened);
  });
  afterAll(() => opened.close());

  it('keeps every question, answer and play, linked as before, as version 1', async () => {
    await sql`insert into users (email, password_hash) values ('old@example.cm', 'x')`.execute(db);
    await sql`insert into games (title_en, title_fr) values ('Old quiz', 'Vieux quiz')`.execute(db);
    for (const rank of [1, 2]) {
      await sql`insert into questions (game_id, rank, type, label_en, label_fr, choice_values_en,
        choice_values_fr, correction_ids) values (1, ${rank}, 'sc', ${`Question ${rank}`},
        ${`Question ${rank}`}, '["a","b"]', '["a","b"]', '[0]')`.execute(db);
    }
    await sql`insert into plays (user_id, game_id, type, current_question_id) values (1, 1, 'solo', 2)`.execute(
      db,
    );
    await sql`insert into answers (play_id, question_id, deadline) values (1, 1, '2026-01-01T00:00:00.000Z')`.execute(
      db,
    );

    expect((await migrateToLatest(db, database.pgSchema))[0]).toBe('0020_game_versions');

    const questions = await db.selectFrom('questions').selectAll().orderBy('id').execute();
    expect(
      questions.map(({ id, game_id, rank, version, explanation_en, explanation_fr }) => ({
        id,
        game_id,
        rank,
        version,
        explanation_en,
        explanation_fr,
      })),
    ).toEqual([
      { id: 1, game_id: 1, rank: 1, version: 1, explanation_en: null, explanation_fr: null },
      { id: 2, game_id: 1, rank: 2, version: 1, explanation_en: null, explanation_fr: null },
    ]);
    expect(
      await db.selectFrom('plays').select(['current_question_id', 'game_version']).execute(),
    ).toEqual([{ current_question_id: 2, game_version: 1 }]);
    expect(await db.selectFrom('answers').select('question_id').execute()).toEqual([
      { question_id: 1 },
    ]);
    expect(await db.selectFrom('games').select('version').execute()).toEqual([{ version: 1 }]);
    if (testDialect === 'sqlite') {
      // The rebuilt table is referenced as before, and the keys are checked again.
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([
        { foreign_keys: 1 },
      ]);
    }
    // Ranks are unique within a version now: a second version may reuse them, a version may not.
    await sql`insert into questions (game_id, version, rank, type, label_en, label_fr,
      choice_values_en, choice_values_fr, correction_ids)
      values (1, 2, 1, 'sc', 'Q', 'Q', '[]', '[]', '[]')`.execute(db);
    await expect(
      sql`insert into questions (game_id, version, rank, type, label_en, label_fr,
        choice_values_en, choice_values_fr, correction_ids)
        values (1, 2, 1, 'sc', 'Q', 'Q', '[]', '[]', '[]')`.execute(db),
    ).rejects.toThrow();
    // A question still goes with its game.
    await sql`delete from answers`.execute(db);
    await sql`delete from plays`.execute(db);
    await sql`delete from games`.execute(db);
    expect(await db.selectFrom('questions').select('id').execute()).toEqual([]);
  });
});
