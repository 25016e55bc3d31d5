import { sql } from 'kysely';
import { type Dialect, dialectOf, type MigrationDb } from './helpers';

/*
 * How many players' names hold each text of one or two characters: the
 * count of a friends' search that short ("an", a third of the players),
 * which the trigram indexes cannot serve (a trigram is three characters) and
 * which otherwise compares every player (mock-api/bench/big-data.ts: p99 50
 * to 92 ms on PostgreSQL with 100,000 players).
 *
 * player_name_grams holds, for each gram (every distinct substring of one
 * and of two characters of users.search_name), the players whose name holds
 * it, over 8 rows a gram (by user id) so that registrations at once do not
 * all wait on the row of "a". Only the players a search may find are
 * counted: verified, not deleted, with a name. Kept by triggers on users in
 * the transaction that writes them, so the counts are exact whatever code
 * writes a player. On PostgreSQL each change is one statement over its grams
 * in order, so that two changes never lock the same rows in opposite orders.
 */

const SHARDS = 8;

/** Whether the player in `row` is one a friends' search may find. */
const countedText = (row: string) =>
  `${row}.is_verified = 1 and ${row}.deleted_at is null and ${row}.search_name is not null`;
const counted = (row: string) => sql.raw(countedText(row));

/**
 * SQLite's positions in `row`.search_name, for its triggers, which allow no
 * recursive query: the keys, from 0, of a JSON array as long as the name
 * ('[0,0,0]' for three characters, '[]' for none).
 */
const positionsOf = (row: string) =>
  `json_each('[' || substr(replace(hex(zeroblob(length(${row}.search_name))), '00', ',0'), 2) || ']') p`;

/** On SQLite, the gram of `row`.search_name at position p of width w (1 or 2), when it fits. */
const WIDTHS = '(select 1 as n union all select 2) w';
const gramAt = (row: string) => `substr(${row}.search_name, p.key + 1, w.n)`;
const fits = (row: string) => `p.key + w.n <= length(${row}.search_name)`;

/** The grams of `row`.search_name on SQLite, as (gram) rows. */
const gramsOf = (row: string) =>
  `select distinct ${gramAt(row)} as gram from ${positionsOf(row)}, ${WIDTHS} where ${fits(row)}`;

/**
 * One statement counting the grams of every player there is, into the empty
 * table: this migration's start, and the end of a fill that wrote players
 * with the triggers off (mock-api/bench/big-data).
 */
export function countEveryName(dialect: Dialect): string {
  if (dialect === 'postgres') {
    return `insert into player_name_grams (gram, shard, players)
      select g, u.id % ${SHARDS}, count(*) from users u, name_grams(u.search_name) g
      where ${countedText('u')} group by 1, 2`;
  }
  return `insert into player_name_grams (gram, shard, players)
    select gram, id % ${SHARDS}, count(*) from (
      select distinct u.id, ${gramAt('u')} as gram from users u, ${positionsOf('u')}, ${WIDTHS}
      where ${countedText('u')} and ${fits('u')}
    ) group by gram, id % ${SHARDS}`;
}

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('player_name_grams')
    .addColumn('gram', 'text', (col) => col.notNull())
    .addColumn('shard', 'integer', (col) => col.notNull())
    .addColumn('players', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('player_name_grams_pk', ['gram', 'shard'])
    .execute();
  if (dialectOf(db) === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql.raw(countEveryName(dialectOf(db))).execute(db);
}

async function postgresTriggers(db: MigrationDb) {
  await sql`create function name_grams(name text) returns setof text
    language sql immutable as $$
      select distinct substr(name, i, n) from generate_series(1, length(name)) i, (values (1), (2)) w(n)
        where i + n - 1 <= length(name)
    $$`.execute(db);
  await sql`create function player_name_grams_kept() returns trigger language plpgsql as $$
    declare
      was text;
      now_name text;
      who integer;
    begin
      if tg_op <> 'INSERT' and ${counted('old')} then was := old.search_name; end if;
      if tg_op <> 'DELETE' and ${counted('new')} then now_name := new.search_name; end if;
      if was is not distinct from now_name then return null; end if;
      who := case when tg_op = 'DELETE' then old.id else new.id end;
      insert into player_name_grams (gram, shard, players)
        select gram, who % ${sql.lit(SHARDS)}, sum(delta) from (
          select g as gram, -1 as delta from name_grams(was) g
          union all select g, 1 from name_grams(now_name) g
        ) d group by gram having sum(delta) <> 0 order by gram
        on conflict (gram, shard) do update set players = player_name_grams.players + excluded.players;
      return null;
    end $$`.execute(db);
  await sql`create trigger player_name_grams_kept
    after insert or delete or update of search_name, is_verified, deleted_at on users
    for each row execute function player_name_grams_kept()`.execute(db);
}

async function sqliteTriggers(db: MigrationDb) {
  const added = (row: string) => sql`insert into player_name_grams (gram, shard, players)
    select gram, ${sql.raw(row)}.id % ${sql.lit(SHARDS)}, 1 from (${sql.raw(gramsOf(row))})
    where ${counted(row)}
    on conflict (gram, shard) do update set players = players + excluded.players;`;
  const removed = (row: string) => sql`update player_name_grams set players = players - 1
    where ${counted(row)} and shard = ${sql.raw(row)}.id % ${sql.lit(SHARDS)}
      and gram in (${sql.raw(gramsOf(row))});`;
  await sql`create trigger player_name_grams_insert after insert on users begin
      ${added('new')}
    end`.execute(db);
  await sql`create trigger player_name_grams_update
    after update of search_name, is_verified, deleted_at on users begin
      ${removed('old')}
      ${added('new')}
    end`.execute(db);
  await sql`create trigger player_name_grams_delete after delete on users begin
      ${removed('old')}
    end`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger player_name_grams_kept on users`.execute(db);
    await sql`drop function player_name_grams_kept()`.execute(db);
    await sql`drop function name_grams(text)`.execute(db);
  } else {
    for (const trigger of [
      'player_name_grams_delete',
      'player_name_grams_update',
      'player_name_grams_insert',
    ]) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
  }
  await db.schema.dropTable('player_name_grams').execute();
}
