import { sql } from 'kysely';
import { dialectOf, type MigrationDb } from './helpers';

/*
 * Trigram indexes for the searches of players by part of a name, e-mail or
 * full name ("column like '%...%'"), which read every player without one
 * (mock-api/bench/big-data.ts: 30 to 230 ms on 100,000 players).
 *
 * PostgreSQL: pg_trgm's GIN indexes serve LIKE as it is written, on the very
 * expressions the searches compare (domain/players/search.ts); the planner
 * rechecks each row found, so the answers are those of the scan. pg_trgm is
 * one of PostgreSQL's own extensions (Debian's server package carries it)
 * and a trusted one: a role that may create in the database may install it.
 * It goes in the schema "public", once for the database, so that a schema of
 * its own (tests, several instances) never owns the extension another schema's
 * indexes use; if it was installed elsewhere already, that schema is used.
 *
 * SQLite: an FTS5 table with the trigram tokenizer, rowid the player's id,
 * kept by triggers. It holds no copy of the text (contentless, deletable
 * rows): a search asks it which players may match, and then compares those
 * players' rows as before (domain/players/name-index.ts).
 */

/** The texts indexed, as the searches compare them. */
const FULL_NAME = (row: string) =>
  `coalesce(${row}.first_name, '') || ' ' || coalesce(${row}.last_name, '')`;

export async function up(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // Two schemas migrated at once would both try to create it: one at a time.
    await sql`select pg_advisory_xact_lock(hashtext('quiz-extension:pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.id(rows[0]?.schema ?? 'public', 'gin_trgm_ops');
    await sql`create index users_search_name_trgm on users using gin (search_name ${ops})`.execute(
      db,
    );
    await sql`create index users_email_trgm on users using gin (lower(email) ${ops})`.execute(db);
    await sql`create index users_full_name_trgm on users
      using gin (lower(${sql.raw(FULL_NAME('users'))}) ${ops})`.execute(db);
    return;
  }
  await sql`create virtual table users_search using fts5(
      search_name, email, full_name,
      tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(db);
  await sql`insert into users_search (rowid, search_name, email, full_name)
    select id, search_name, email, ${sql.raw(FULL_NAME('users'))} from users`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
      insert into users_search (rowid, search_name, email, full_name)
        values (new.id, new.search_name, new.email, ${sql.raw(FULL_NAME('new'))});
    end`.execute(db);
  await sql`create trigger users_search_update
    after update of search_name, email, first_name, last_name on users begin
      delete from users_search where rowid = old.id;
      insert into users_search (rowid, search_name, email, full_name)
        values (new.id, new.search_name, new.email, ${sql.raw(FULL_NAME('new'))});
    end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
      delete from users_search where rowid = old.id;
    end`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // The extension stays: other schemas of the database may use it.
    for (const index of ['users_full_name_trgm', 'users_email_trgm', 'users_search_name_trgm']) {
      await db.schema.dropIndex(index).execute();
    }
    return;
  }
  for (const trigger of ['users_search_delete', 'users_search_update', 'users_search_insert']) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table users_search`.execute(db);
}
