import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../src/db/index';
import { searchFriends } from '../src/domain/catalogue/search';
import { containsPattern, searchText, userSearchName } from '../src/domain/catalogue/search-text';
import { buildTestApp, type TestApp } from './helpers/app';
import { addUser, befriend } from './helpers/catalogue';
import { migratedDatabase, type TestDatabase, testDialect } from './helpers/database';

/*
 * Searches of players by part of a name, e-mail or full name go through the
 * trigram indexes (pg_trgm on PostgreSQL, an FTS5 table on SQLite) and answer
 * what comparing every player row by row answered: the expected players
 * below are found in memory the way the searches always compared them
 * (folded player names, lower-case e-mails and full names, % and _ literal),
 * for texts the index looks up (3 characters and more) and shorter ones.
 */

interface Person {
  player_name: string | null;
  email: string;
  first_name?: string;
  last_name?: string;
  verified?: boolean;
  deleted?: boolean;
}

// biome-ignore format: one player a line
const PEOPLE: Person[] = [
  { player_name: 'Hélène Fan', email: 'helene.fan@example.cm', first_name: 'Hélène', last_name: 'Fandja' },
  { player_name: 'HELENE', email: 'h.mbarga@example.cm', first_name: 'Hélène', last_name: 'Mbarga' },
  { player_name: 'Zoë Ngono', email: 'zoe@example.cm', first_name: 'Zoë', last_name: 'Ngono' },
  { player_name: 'Ngonö2000', email: 'NGONO.B@Example.CM', first_name: 'Bertrand', last_name: 'Ngono' },
  { player_name: "D'Arc Jeanne", email: 'jeanne.darc@example.cm' },
  { player_name: 'Jean_Pierre', email: 'jp@example.cm', first_name: 'Jean-Pierre', last_name: 'Essomba' },
  { player_name: 'JeanXPierre', email: 'jxp@example.cm' },
  { player_name: '100%Fan', email: 'cent@example.cm' },
  { player_name: '1000 Fans', email: 'mille@example.cm' },
  { player_name: 'Œuvre Totale', email: 'oeuvre@example.cm', first_name: 'Marie', last_name: 'Ngono Abena' },
  { player_name: 'Émile "Le Grand"', email: 'emile@example.cm', first_name: 'Émile', last_name: 'Grand' },
  { player_name: 'Anne', email: 'anne@example.cm' },
  { player_name: null, email: 'no.name.ngono@example.cm', first_name: 'Paul', last_name: 'Ngono' },
  { player_name: 'Ngono Hidden', email: 'hidden@example.cm', verified: false },
  { player_name: 'Ngono Gone', email: 'gone@example.cm', deleted: true },
  { player_name: 'Back\\Slash', email: 'slash@example.cm' },
];

// biome-ignore format: packed, the list reads better
const QUERIES = [
  'ngono', 'NGONO', 'ngonö', 'Ngonó', 'hél', 'hel', 'HELENE', 'ele', 'fan', "d'a", 'd’a', 'jean_p',
  '_pi', 'n_p', '100%', '0%f', '%', 'oeu', 'œuv', '"le', 'le g', 'example.cm', 'EXAMPLE', 'xyz',
  'marie ngono', 'ie ng', 'ul ng', 'k\\s', '\\', 'an', 'é', 'zo', 'a', 'Zoë', 'e "l', 'ë', 'ø',
  // An accent alone, which folds to nothing
  '\u0301',
];

const contains = (text: string | null | undefined, part: string) => text?.includes(part) === true;

/** Players a friends' search finds, compared one by one: folded player names. */
function friendsFound(people: (Person & { id: number })[], viewer: number, q: string) {
  const term = searchText(q);
  return people
    .filter((p) => p.id !== viewer && p.verified !== false && !p.deleted)
    .filter((p) => contains(p.player_name === null ? null : searchText(p.player_name), term))
    .map((p) => p.id)
    .sort((a, b) => a - b);
}

/** Players the back office's search finds, compared one by one. */
function supportFound(people: (Person & { id: number })[], q: string) {
  const folded = searchText(q);
  const lower = q.toLowerCase();
  return people
    .filter(
      (p) =>
        contains(p.email.toLowerCase(), lower) ||
        (folded !== '' &&
          (contains(p.player_name === null ? null : searchText(p.player_name), folded) ||
            contains(`${p.first_name ?? ''} ${p.last_name ?? ''}`.toLowerCase(), lower))),
    )
    .map((p) => p.id)
    .sort((a, b) => a - b);
}

/** Short texts counted a friends' search finds, compared row by row in the database. */
async function countedRowByRow(db: Db, q: string, viewer: number) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from users
    where is_verified = 1 and deleted_at is null and id <> ${viewer}
      and search_name like ${containsPattern(searchText(q))} escape '\\'`.execute(db);
  return Number(rows[0]?.n);
}

const SHORT = ['a', 'an', 'zo', 'o', 've', 'ga', 'é', 'e ', '%'];

describe('searches of players through the trigram indexes', () => {
  let t: TestApp;
  let db: Db;
  let viewer: number;
  const people: (Person & { id: number })[] = [];

  async function addPerson(person: Person) {
    const id = await addUser(db, person.player_name ?? 'placeholder', { email: person.email });
    // Written after the insert: the index follows updates as well as inserts.
    await db
      .updateTable('users')
      .set({
        player_name: person.player_name,
        search_name: userSearchName(person.player_name),
        first_name: person.first_name ?? null,
        last_name: person.last_name ?? null,
        is_verified: person.verified === false ? 0 : 1,
        deleted_at: person.deleted ? '2026-01-01T00:00:00.000Z' : null,
      })
      .where('id', '=', id)
      .execute();
    people.push({ ...person, id });
    return id;
  }

  const friendIds: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.db;
    viewer = await addPerson({ player_name: 'Ngono Viewer', email: 'viewer@example.cm' });
    for (const person of PEOPLE) await addPerson(person);
    // More than a page of players for short texts.
    for (let i = 1; i <= 15; i++) {
      await addPerson({ player_name: `Nadia ${i}`, email: `nadia${i}@example.cm` });
    }
    // Two friends, whom the friends' search lists first.
    for (const name of ['Anne', 'Ngonö2000']) {
      const friend = people.find((p) => p.player_name === name)?.id ?? 0;
      await befriend(db, viewer, friend);
      friendIds.push(friend);
    }
  });
  afterAll(() => t.close());

  /** Every page of a friends' search: the players in their order, and the count. */
  async function friendsInOrder(q: string) {
    const found: number[] = [];
    let total = -1;
    for (let page = 1; page <= 10; page++) {
      const result = await searchFriends(db, { text: q, page, viewerId: viewer });
      total = result.number_of_results;
      if (result.list.length === 0) break;
      found.push(...result.list.map((player) => player.id));
    }
    return { found, total };
  }

  async function friends(q: string) {
    const { found, total } = await friendsInOrder(q);
    return { ids: [...found].sort((a, b) => a - b), total };
  }

  async function support(q: string) {
    const { records, total } = await t.app.admin.players.list(
      { q },
      { offset: 0, limit: 100, sort: { field: 'id', order: 'asc' } },
    );
    return { ids: records.map((record) => record.id), total };
  }

  it('finds in the friends search whom comparing every player finds', async () => {
    for (const q of QUERIES) {
      const expected = friendsFound(people, viewer, q);
      const { ids, total } = await friends(q);
      expect(ids, q).toEqual(expected);
      expect(total, q).toBe(expected.length);
    }
    // The texts do find people: the comparison is not vacuous.
    expect(friendsFound(people, viewer, 'ngono').length).toBeGreaterThan(1);
  });

  it('lists friends first, then by player name, page after page', async () => {
    // Texts short and long read the players differently (search.ts): both give the
    // database's own order of names.
    for (const q of ['an', 'a', 'e', 'ngono', 'fan', 'n', 'nadia', 'adi']) {
      const expected = friendsFound(people, viewer, q);
      const { rows } = await sql<{ id: number }>`select id from users
        where id in (${sql.join(expected.length > 0 ? expected : [0])})
        order by case when id in (${sql.join(friendIds)}) then 0 else 1 end, search_name, id`.execute(
        db,
      );
      expect((await friendsInOrder(q)).found, q).toEqual(rows.map((row) => row.id));
    }
    // More players than a page hold the text, friends among them.
    expect(friendsFound(people, viewer, 'a').length).toBeGreaterThan(14);
    expect(friendsFound(people, viewer, 'nadia').length).toBeGreaterThan(14);
  });

  it('finds in the back office whom comparing every player finds', async () => {
    for (const q of QUERIES) {
      const expected = supportFound(people, q);
      const { ids, total } = await support(q);
      expect(ids, q).toEqual(expected);
      expect(total, q).toBe(expected.length);
    }
    expect(supportFound(people, 'ngono').length).toBeGreaterThan(5);
  });

  it('counts short texts through renames, verification and players removed', async () => {
    const shortCounts = async () => {
      for (const q of SHORT) {
        expect((await friends(q)).total, q).toBe(await countedRowByRow(db, q, viewer));
      }
    };
    const id = await addPerson({ player_name: 'Zoé Ganga', email: 'zoe.ganga@example.cm' });
    await shortCounts();
    const steps = [
      { player_name: 'Vévé', search_name: userSearchName('Vévé') },
      { is_verified: 0 },
      { is_verified: 1 },
      { player_name: null, search_name: null },
      { player_name: 'Zozo Ga', search_name: userSearchName('Zozo Ga') },
      { deleted_at: '2026-02-01T00:00:00.000Z' },
      { deleted_at: null },
    ];
    for (const change of steps) {
      await db.updateTable('users').set(change).where('id', '=', id).execute();
      await shortCounts();
    }
    expect((await friends('zo')).ids).toContain(id);
    await db.deleteFrom('wallets').where('user_id', '=', id).execute();
    await db.deleteFrom('users').where('id', '=', id).execute();
    await shortCounts();
    expect((await friends('zo')).ids).not.toContain(id);
    // Counts never go under nothing: a gram's rows hold the players who have it.
    const { rows } = await sql<{ n: number }>`select count(*) as n from player_name_grams
      where players < 0`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('keeps the counts of players renamed at once, in transactions of their own', async () => {
    const nadias = people.filter((p) => p.player_name?.startsWith('Nadia ')).map((p) => p.id);
    expect(nadias.length).toBe(15);
    // Each rename takes grams away and adds others, in both orders across players.
    const rename = (trx: Db, id: number, name: string) =>
      trx
        .updateTable('users')
        .set({ player_name: name, search_name: userSearchName(name) })
        .where('id', '=', id)
        .execute();
    await Promise.all(
      nadias.map((id, i) =>
        db.transaction().execute(async (trx) => {
          await rename(trx, id, i % 2 ? 'Zoé Ava' : 'Ava Zoé');
          await rename(trx, id, `Nadia ${i + 1}`);
        }),
      ),
    );
    for (const q of SHORT) {
      expect((await friends(q)).total, q).toBe(await countedRowByRow(db, q, viewer));
    }
  });

  it('follows renames, new contacts and players removed', async () => {
    const renamed = await addPerson({ player_name: 'Zorro Masqué', email: 'zorro@example.cm' });
    expect((await friends('masque')).ids).toEqual([renamed]);
    await db
      .updateTable('users')
      .set({ player_name: 'Diego Vega', search_name: userSearchName('Diego Vega') })
      .where('id', '=', renamed)
      .execute();
    expect((await friends('masque')).ids).toEqual([]);
    expect((await friends('vega')).ids).toEqual([renamed]);
    await db
      .updateTable('users')
      .set({ email: 'de.la.vega@example.cm', first_name: 'Don', last_name: 'Diego' })
      .where('id', '=', renamed)
      .execute();
    expect((await support('zorro@')).ids).toEqual([]);
    expect((await support('la.vega')).ids).toEqual([renamed]);
    expect((await support('don die')).ids).toEqual([renamed]);
    await db.deleteFrom('wallets').where('user_id', '=', renamed).execute();
    await db.deleteFrom('users').where('id', '=', renamed).execute();
    expect((await support('vega')).ids).toEqual([]);
    if (testDialect === 'sqlite') {
      // Nothing of the player stays in the index.
      const { rows } = await sql<{ rowid: number }>`select rowid from users_search
        where users_search match ${'"vega" OR "diego" OR "de.la"'}`.execute(db);
      expect(rows).toEqual([]);
    }
  });

  it('looks the texts up in the index', async () => {
    if (testDialect === 'postgres') {
      // The table is too small for the planner to prefer the index on its own.
      await db.connection().execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        try {
          for (const [column, index] of [
            ['search_name', 'users_search_name_trgm'],
            ['lower(email)', 'users_email_trgm'],
            [
              "lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))",
              'users_full_name_trgm',
            ],
          ] as const) {
            const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from users
              where ${sql.raw(column)} like ${'%ngono%'} escape '\\'`.execute(connection);
            expect(rows.map((row) => row['QUERY PLAN']).join('\n'), column).toContain(index);
          }
        } finally {
          await sql`reset enable_seqscan`.execute(connection);
        }
      });
      return;
    }
    const { rows } = await sql<{ detail: string }>`explain query plan
      select id from users where id in (select rowid from users_search
        where users_search match ${'{search_name} : "ngono"'})`.execute(db);
    expect(rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX/);
  });
});

describe('migration 0025: trigram indexes on players already there', () => {
  let opened: Awaited<ReturnType<typeof migratedDatabase>>;
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await migratedDatabase('0024_big_data_reads');
    ({ db, database } = opened);
  });
  afterAll(() => opened.close());

  it('indexes the players who were there before it', async () => {
    await sql`insert into users (email, password_hash, player_name, search_name, first_name,
      last_name, is_verified) values ('old.timer@example.cm', '!', 'Vieux Loup', 'vieux loup',
      'Ancien', 'Joueur', 1), ('viewer@example.cm', '!', 'Viewer', 'viewer', null, null, 1)`.execute(
      db,
    );
    expect(await migrateToLatest(db, database.pgSchema)).toContain('0025_name_trigrams');
    const [old, seeker] = (await db.selectFrom('users').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    const found = await searchFriends(db, { text: 'loup', page: 1, viewerId: seeker ?? 0 });
    expect(found.list.map((player) => player.id)).toEqual([old]);
    if (testDialect === 'sqlite') {
      const { rows } = await sql<{ rowid: number }>`select rowid from users_search
        where users_search match ${'{email full_name} : "old.timer" AND "ien jou"'}`.execute(db);
      expect(rows.map((row) => row.rowid)).toEqual([old]);
    }
  });
});

describe('migration 0028: counts of short names for the players already there', () => {
  let opened: Awaited<ReturnType<typeof migratedDatabase>>;
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await migratedDatabase('0027_read_changes');
    ({ db, database } = opened);
  });
  afterAll(() => opened.close());

  it('counts the players who were there before it, as comparing every row does', async () => {
    await sql`insert into users (email, password_hash, player_name, search_name, is_verified,
      deleted_at) values
      ('a@example.cm', '!', 'Anna Ganga', 'anna ganga', 1, null),
      ('b@example.cm', '!', 'Zoé', 'zoe', 1, null),
      ('c@example.cm', '!', 'Hidden Anna', 'hidden anna', 0, null),
      ('d@example.cm', '!', 'Gone Anna', 'gone anna', 1, '2026-01-01T00:00:00.000Z'),
      ('e@example.cm', '!', null, null, 1, null),
      ('f@example.cm', '!', 'Viewer Van', 'viewer van', 1, null)`.execute(db);
    expect(await migrateToLatest(db, database.pgSchema)).toContain('0028_name_grams');
    const viewer = Number(
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'f@example.cm')
          .executeTakeFirst()
      )?.id,
    );
    for (const q of SHORT) {
      const found = await searchFriends(db, { text: q, page: 1, viewerId: viewer });
      expect(found.number_of_results, q).toBe(await countedRowByRow(db, q, viewer));
    }
    expect(await countedRowByRow(db, 'an', viewer)).toBe(1);
  });
});
