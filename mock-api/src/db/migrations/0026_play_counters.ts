import { sql } from 'kysely';
import { dialectOf, type MigrationDb, notNull } from './helpers';

/*
 * Counters kept as plays happen, so that the catalogue's order by number of
 * plays and the hall of fame of all time stop counting a million plays at
 * each reload (mock-api/bench/big-data.ts: 0.5 to 1.4 s).
 *
 * game_play_counts: the plays of a game (every row of plays, running or
 * ended), in SHARDS rows per game, a play counted in row `id % SHARDS`; a
 * game's count is the sum of its rows. On PostgreSQL the plays of a popular
 * game started at once then update different rows, instead of waiting on
 * one another for a single row until each transaction ends.
 *
 * player_wins: each player's wins (plays with is_winner 1), the FCFA they
 * paid and when the latest of them started: the hall of fame's ranking of
 * all time. A player's row is only ever written by their own plays, which
 * never run many at once.
 *
 * Both are kept by triggers on plays, in the transaction that starts, ends,
 * settles or deletes a play (deletes included: those that cascade from a
 * game or a player), so they stay exact whatever code writes the plays.
 * Adding is commutative; taking a win away recomputes when the player's
 * latest win started, after the player's row is locked by the subtraction,
 * so concurrent transactions cannot leave it stale. PostgreSQL counts an
 * insert or a delete once per statement, over its rows (a fill of many plays
 * at once, a cascade), in a fixed order of rows so that two transactions
 * lock them in the same order; SQLite, per row.
 *
 * Existing plays are counted here; the triggers come first, and on
 * PostgreSQL lock the plays against writes until this migration commits.
 */
const SHARDS = 8;

export async function up(db: MigrationDb): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('game_play_counts')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('shard', 'integer', notNull)
    .addColumn('plays', 'integer', notNull)
    .addPrimaryKeyConstraint('game_play_counts_pk', ['game_id', 'shard'])
    // SQLite keeps the rows in key order: a game's rows are read together.
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createTable('player_wins')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('amount_won', 'bigint', notNull)
    .addColumn('nbr_wins', 'integer', notNull)
    // null once a player's every win is gone (the row stays, with no win)
    .addColumn('last_win', 'text')
    .execute();
  // The hall of fame's order: its pages are read along this index.
  await db.schema
    .createIndex('player_wins_rank')
    .on('player_wins')
    .columns(['amount_won desc', 'nbr_wins desc', 'last_win', 'user_id'])
    .execute();

  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);

  await sql`insert into game_play_counts (game_id, shard, plays)
    select game_id, id % ${sql.lit(SHARDS)}, count(*) from plays
    group by game_id, id % ${sql.lit(SHARDS)}`.execute(db);
  await sql`insert into player_wins (user_id, amount_won, nbr_wins, last_win)
    select user_id, sum(gain), count(*), max(started_at) from plays where is_winner = 1
    group by user_id`.execute(db);
}

const shard = (row: string) => sql.raw(`${row}.id % ${SHARDS}`);

/**
 * A win added to its player's row. The latest win is the later of the two;
 * a row whose wins were all taken away has none (SQLite's max() of a null is
 * null, PostgreSQL's greatest() leaves nulls out).
 */
const addWin = (postgres: boolean) => sql`on conflict (user_id) do update set
  amount_won = player_wins.amount_won + excluded.amount_won,
  nbr_wins = player_wins.nbr_wins + excluded.nbr_wins,
  last_win = ${
    postgres
      ? sql`greatest(player_wins.last_win, excluded.last_win)`
      : sql`max(coalesce(player_wins.last_win, excluded.last_win), excluded.last_win)`
  }`;

/** A play added to its game's count. */
const PLAY_ADDED = sql`on conflict (game_id, shard) do update set
  plays = game_play_counts.plays + excluded.plays`;

/** When the player's latest win started, read again after a win was taken away. */
const lastWinOf = (user: string) =>
  sql.raw(`(select max(p.started_at) from plays p where p.user_id = ${user} and p.is_winner = 1)`);

async function postgresTriggers(db: MigrationDb) {
  const WIN_ADDED = addWin(true);
  await sql`create function plays_counted_insert() returns trigger language plpgsql as $$
    begin
      insert into game_play_counts (game_id, shard, plays)
        select game_id, ${shard('n')}, count(*) from new_plays n
        group by game_id, ${shard('n')} order by 1, 2
        ${PLAY_ADDED};
      insert into player_wins (user_id, amount_won, nbr_wins, last_win)
        select user_id, sum(gain), count(*), max(started_at) from new_plays
        where is_winner = 1 group by user_id order by 1
        ${WIN_ADDED};
      return null;
    end $$`.execute(db);
  await sql`create trigger plays_counted_insert after insert on plays
    referencing new table as new_plays for each statement
    execute function plays_counted_insert()`.execute(db);

  await sql`create function plays_counted_delete() returns trigger language plpgsql as $$
    begin
      update game_play_counts c set plays = c.plays - d.plays
        from (select game_id, ${shard('o')} as shard, count(*) as plays from old_plays o
              group by game_id, ${shard('o')}) d
        where c.game_id = d.game_id and c.shard = d.shard;
      update player_wins w set amount_won = w.amount_won - d.amount_won,
          nbr_wins = w.nbr_wins - d.nbr_wins
        from (select user_id, sum(gain) as amount_won, count(*) as nbr_wins from old_plays
              where is_winner = 1 group by user_id) d
        where w.user_id = d.user_id;
      update player_wins w set last_win = ${lastWinOf('w.user_id')}
        where w.user_id in (select user_id from old_plays where is_winner = 1);
      return null;
    end $$`.execute(db);
  await sql`create trigger plays_counted_delete after delete on plays
    referencing old table as old_plays for each statement
    execute function plays_counted_delete()`.execute(db);

  // Updates come one play at a time (an end, a challenge settled); every answer updates
  // its play too, which the column list and the condition leave out before any call.
  await sql`create function plays_counted_update() returns trigger language plpgsql as $$
    begin
      if old.game_id <> new.game_id then
        update game_play_counts set plays = plays - 1
          where game_id = old.game_id and shard = ${shard('old')};
        insert into game_play_counts (game_id, shard, plays)
          values (new.game_id, ${shard('new')}, 1) ${PLAY_ADDED};
      end if;
      if old.is_winner = 1 then
        update player_wins set amount_won = amount_won - old.gain, nbr_wins = nbr_wins - 1
          where user_id = old.user_id;
      end if;
      if new.is_winner = 1 then
        insert into player_wins (user_id, amount_won, nbr_wins, last_win)
          values (new.user_id, new.gain, 1, new.started_at) ${WIN_ADDED};
      end if;
      if old.is_winner = 1 then
        update player_wins set last_win = ${lastWinOf('old.user_id')} where user_id = old.user_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger plays_counted_update
    after update of game_id, user_id, is_winner, gain, started_at on plays for each row
    when (old.is_winner = 1 or new.is_winner = 1 or old.game_id <> new.game_id)
    execute function plays_counted_update()`.execute(db);
}

async function sqliteTriggers(db: MigrationDb) {
  const WIN_ADDED = addWin(false);
  await sql`create trigger plays_counted_insert after insert on plays begin
      insert into game_play_counts (game_id, shard, plays)
        values (new.game_id, ${shard('new')}, 1) ${PLAY_ADDED};
      insert into player_wins (user_id, amount_won, nbr_wins, last_win)
        select new.user_id, new.gain, 1, new.started_at where new.is_winner = 1
        ${WIN_ADDED};
    end`.execute(db);
  await sql`create trigger plays_counted_delete after delete on plays begin
      update game_play_counts set plays = plays - 1
        where game_id = old.game_id and shard = ${shard('old')};
      update player_wins set amount_won = amount_won - old.gain, nbr_wins = nbr_wins - 1,
          last_win = ${lastWinOf('old.user_id')}
        where user_id = old.user_id and old.is_winner = 1;
    end`.execute(db);
  await sql`create trigger plays_counted_update
    after update of game_id, user_id, is_winner, gain, started_at on plays
    when old.is_winner = 1 or new.is_winner = 1 or old.game_id <> new.game_id begin
      update game_play_counts set plays = plays - 1
        where game_id = old.game_id and shard = ${shard('old')} and old.game_id <> new.game_id;
      insert into game_play_counts (game_id, shard, plays)
        select new.game_id, ${shard('new')}, 1 where old.game_id <> new.game_id
        ${PLAY_ADDED};
      update player_wins set amount_won = amount_won - old.gain, nbr_wins = nbr_wins - 1
        where user_id = old.user_id and old.is_winner = 1;
      insert into player_wins (user_id, amount_won, nbr_wins, last_win)
        select new.user_id, new.gain, 1, new.started_at where new.is_winner = 1
        ${WIN_ADDED};
      update player_wins set last_win = ${lastWinOf('old.user_id')}
        where user_id = old.user_id and old.is_winner = 1;
    end`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const trigger of ['plays_counted_update', 'plays_counted_delete', 'plays_counted_insert']) {
    await sql`drop trigger ${sql.raw(trigger)}${sql.raw(dialectOf(db) === 'postgres' ? ' on plays' : '')}`.execute(
      db,
    );
    if (dialectOf(db) === 'postgres') await sql`drop function ${sql.raw(trigger)}()`.execute(db);
  }
  await db.schema.dropTable('player_wins').execute();
  await db.schema.dropTable('game_play_counts').execute();
}
