import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/*
 * Indexes for reads that slowed down once the tables grew (mock-api/bench/
 * big-data.ts: 100,000 players, 10,000 games, a million plays).
 *
 * Friendships are read both ways (catalogue friendsOf: the lists, the
 * friend search): the key leads with user_id, so looking one up by friend_id
 * read the whole table.
 *
 * users_deleted held every player, nearly all with no deletion date. SQLite
 * plans without statistics and took it for selective: a search of players,
 * which keeps those not deleted ("deleted_at is null"), walked the index over
 * almost every row and read each row again, several times slower than
 * reading the table. What the index is for, the statistics' players deleted
 * in a period, only ever looks at deleted players: a partial index of those
 * serves it on both databases, and the planners no longer pick it for the
 * others.
 *
 * A search of players by name reads them all: "search_name like '%...%'"
 * cannot seek an index. users_player_search holds every column that search
 * filters on, so SQLite reads this narrow index instead of the players'
 * whole rows, two to three times faster (PostgreSQL scans the table anyway).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('friendships_friend')
    .on('friendships')
    .columns(['friend_id', 'user_id'])
    .execute();
  await db.schema.dropIndex('users_deleted').execute();
  await db.schema
    .createIndex('users_deleted')
    .on('users')
    .column('deleted_at')
    .where(sql<boolean>`deleted_at is not null`)
    .execute();
  await db.schema
    .createIndex('users_player_search')
    .on('users')
    .columns(['search_name', 'is_verified', 'deleted_at', 'phone_number'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('users_player_search').execute();
  await db.schema.dropIndex('users_deleted').execute();
  await db.schema.createIndex('users_deleted').on('users').column('deleted_at').execute();
  await db.schema.dropIndex('friendships_friend').execute();
}
