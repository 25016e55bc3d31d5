import { sql } from 'kysely';
import { type Dialect, dialectOf, type MigrationDb, notNull, withId } from './helpers';

/*
 * What a player's screens read (profile, credits, gains, friends,
 * notifications) is kept in memory by each instance, and must never be
 * answered once a committed write changed it. The database itself counts
 * those writes: a trigger on each table they read adds a row to
 * read_changes for each player the written row concerns (its owner), in the
 * writing transaction. A player's version is the sum of the weights of their
 * rows: it grows at each commit that changed what they read, on whichever
 * instance it ran, and the token check of every call reads it in the same
 * statement as the login. A kept read is answered only under the version it
 * was read at (domain/accounts/read-cache.ts).
 *
 * Rows are only added, never updated in place: a counter row per player
 * would be locked by each writing transaction until its commit, and two
 * transactions touching two players in opposite orders (a challenge's
 * closing, a friend request) could then deadlock. Compaction (read-changes.ts)
 * folds a player's rows into one of the same total weight.
 *
 * A player's own row counts as what they read: the token check keeps it in
 * memory too. Owner 0 stands for what every player reads (packs, prices, badge types,
 * countries), owner -1 for the players' faces others see (name, picture,
 * phone number, deletion: friends' lists and notifications' senders).
 */

interface Watched {
  table: string;
  /** names the triggers when a table is watched twice */
  name?: string;
  /** the columns naming the players a row concerns, or the one owner of every row */
  owners: readonly string[] | number;
  /** only inserts meeting this condition on `new` count; false: none */
  insert?: string | false;
  /** only changes of these columns count; any update when absent */
  updateOf?: readonly string[];
}

const WATCHED: readonly Watched[] = [
  // The profile's counts are of finished plays: a play counts when it ends, not at each answer.
  {
    table: 'plays',
    owners: ['user_id'],
    insert: 'new.is_active = 0',
    updateOf: ['is_active', 'is_winner', 'type'],
  },
  { table: 'user_badges', owners: ['user_id'] },
  { table: 'notifications', owners: ['user_id'] },
  { table: 'friendships', owners: ['user_id'] },
  { table: 'friend_requests', owners: ['sender_id', 'receiver_id'] },
  { table: 'credit_requests', owners: ['sender_id', 'receiver_id'] },
  { table: 'cashouts', owners: ['user_id'] },
  { table: 'credit_packs', owners: 0 },
  { table: 'settings', owners: 0 },
  { table: 'badge_types', owners: 0 },
  { table: 'countries', owners: 0 },
  // The player's own row, which the token check answers from memory while unchanged.
  { table: 'users', owners: ['id'], insert: false },
  {
    table: 'users',
    name: 'users_faces',
    owners: -1,
    insert: false,
    updateOf: ['player_name', 'profile_pic', 'phone_number', 'deleted_at'],
  },
];

type Event = 'insert' | 'update' | 'delete';

/** When an event of the watched table counts, as a trigger's condition; null: always. */
function condition(watched: Watched, event: Event, dialect: Dialect): string | null {
  if (event === 'insert') return watched.insert || null;
  if (event === 'update' && watched.updateOf) {
    const differs = dialect === 'postgres' ? 'is distinct from' : 'is not';
    return watched.updateOf.map((column) => `old.${column} ${differs} new.${column}`).join(' or ');
  }
  return null;
}

const triggerName = (watched: Watched, event: Event) =>
  `read_changes_${watched.name ?? watched.table}_${event}`;

const events = (watched: Watched): Event[] =>
  watched.insert === false ? ['update', 'delete'] : ['insert', 'update', 'delete'];

function eventClause(watched: Watched, event: Event) {
  return event === 'update' && watched.updateOf
    ? `update of ${watched.updateOf.join(', ')}`
    : event;
}

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('read_changes'))
    .addColumn('owner', 'integer', notNull)
    .addColumn('weight', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // The token check sums a player's weights: read from the index alone.
  await db.schema
    .createIndex('read_changes_owner')
    .on('read_changes')
    .columns(['owner', 'weight'])
    .execute();
  if (dialectOf(db) === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function postgresTriggers(db: MigrationDb) {
  // Arguments: column names of the row, or an owner written as a number.
  await sql`create function read_changes_note() returns trigger language plpgsql as $$
    declare
      argument text;
      owners integer[] := '{}';
      old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
      new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
    begin
      foreach argument in array tg_argv loop
        if argument ~ '^-?[0-9]+$' then
          owners := owners || argument::integer;
        else
          owners := owners || (old_row ->> argument)::integer || (new_row ->> argument)::integer;
        end if;
      end loop;
      insert into read_changes (owner)
        select distinct owner from unnest(owners) as owner where owner is not null;
      return null;
    end $$`.execute(db);
  for (const watched of WATCHED) {
    const owners = typeof watched.owners === 'number' ? [watched.owners] : watched.owners;
    const args = owners.map((owner) => `'${owner}'`).join(', ');
    for (const event of events(watched)) {
      const when = condition(watched, event, 'postgres');
      await sql
        .raw(
          `create trigger ${triggerName(watched, event)} after ${eventClause(watched, event)} on ${watched.table}
          for each row ${when ? `when (${when})` : ''} execute function read_changes_note(${args})`,
        )
        .execute(db);
    }
  }
}

async function sqliteTriggers(db: MigrationDb) {
  for (const watched of WATCHED) {
    for (const event of events(watched)) {
      const rows: string[] = [];
      if (typeof watched.owners === 'number') rows.push(`select ${watched.owners} as owner`);
      else {
        for (const column of watched.owners) {
          if (event !== 'delete') rows.push(`select new.${column} as owner`);
          if (event !== 'insert') rows.push(`select old.${column} as owner`);
        }
      }
      const when = condition(watched, event, 'sqlite');
      await sql
        .raw(
          `create trigger ${triggerName(watched, event)} after ${eventClause(watched, event)} on ${watched.table}
          ${when ? `when ${when}` : ''}
          begin
            insert into read_changes (owner)
              select owner from (${rows.join(' union ')}) where owner is not null;
          end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const watched of WATCHED) {
    for (const event of events(watched)) {
      await sql
        .raw(
          postgres
            ? `drop trigger ${triggerName(watched, event)} on ${watched.table}`
            : `drop trigger ${triggerName(watched, event)}`,
        )
        .execute(db);
    }
  }
  if (postgres) await sql`drop function read_changes_note()`.execute(db);
  await db.schema.dropTable('read_changes').execute();
}
