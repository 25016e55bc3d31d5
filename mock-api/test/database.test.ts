import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../src/db/index';
import { openSqliteFile } from '../src/db/sqlite-driver';
import { isoNow } from '../src/db/time';
import { migratedDatabase } from './helpers/database';

const entityTables = [
  'settings',
  'countries',
  'users',
  'wallets',
  'ledger_entries',
  'managers',
  'game_indexes',
  'quotes',
  'games',
  'game_game_indexes',
  'questions',
  'badge_types',
  'user_badges',
  'preferences',
  'challenges',
  'challenge_invitations',
  'plays',
  'answers',
  'friendships',
  'friend_requests',
  'notifications',
  'credit_packs',
  'credit_transactions',
  'credit_requests',
  'cashouts',
  'payment_infos',
  'ad_spaces',
  'ad_partners',
  'ad_subscriptions',
  'ads',
  'one_time_codes',
  'refresh_tokens',
  'outbox_messages',
  'share_events',
];

describe('database', () => {
  let opened: Awaited<ReturnType<typeof migratedDatabase>>;
  let db: Db;

  beforeAll(async () => {
    opened = await migratedDatabase();
    db = opened.db;
  });
  afterAll(() => opened.close());

  it('has a table for every entity of both specs', async () => {
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    for (const table of entityTables) expect(tables).toContain(table);
  });

  it('migrating again changes nothing', async () => {
    expect(await migrateToLatest(db, opened.database.pgSchema)).toEqual([]);
  });

  async function newUser(email: string) {
    const user = await db
      .insertInto('users')
      .values({ email, password_hash: 'x', language: 'fr', updated_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  }

  it('keeps e-mails and phone numbers unique', async () => {
    await newUser('same@quiz.cm');
    await expect(newUser('same@quiz.cm')).rejects.toThrow();
  });

  it('refuses an account with neither e-mail nor phone', async () => {
    await expect(
      db
        .insertInto('users')
        .values({ password_hash: 'x', language: 'fr', updated_at: isoNow() })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a negative balance even when written directly', async () => {
    const id = await newUser('wallet@quiz.cm');
    await expect(
      db
        .insertInto('wallets')
        .values({ user_id: id, credits: -1, gains: 0, updated_at: isoNow() })
        .execute(),
    ).rejects.toThrow();
  });

  it('enforces foreign keys', async () => {
    await expect(
      db
        .insertInto('wallets')
        .values({ user_id: 999_999, credits: 0, gains: 0, updated_at: isoNow() })
        .execute(),
    ).rejects.toThrow();
  });

  it('fills created_at with an ISO UTC time', async () => {
    const id = await newUser('time@quiz.cm');
    const row = await db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('allows one play per player and challenge', async () => {
    const userId = await newUser('player@quiz.cm');
    const game = await db
      .insertInto('games')
      .values({ title_en: 'Game one', title_fr: 'Jeu un', updated_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const challenge = await db
      .insertInto('challenges')
      .values({
        game_id: game.id,
        starter_id: userId,
        number_of_ene: 1,
        gain_unit: 50,
        duration_sec: 60,
        closes_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const play = {
      user_id: userId,
      game_id: game.id,
      type: 'challenge' as const,
      challenge_id: challenge.id,
      started_at: isoNow(),
      is_active: 0,
    };
    await db.insertInto('plays').values(play).execute();
    await expect(db.insertInto('plays').values(play).execute()).rejects.toThrow();
    // A solo play has no challenge.
    const other = await db
      .insertInto('games')
      .values({ title_en: 'Game two', title_fr: 'Jeu deux', updated_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('plays')
      .values({ ...play, game_id: other.id, type: 'solo', challenge_id: null })
      .execute();
  });
});

describe('the embedded database driver', () => {
  const major = Number(process.versions.node.split('.')[0]);
  const folder = mkdtempSync(join(tmpdir(), 'quiz-driver-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is Node's own node:sqlite from Node 24 on, never better-sqlite3 12, which aborts it", () => {
    const file = openSqliteFile(join(folder, 'driver.sqlite'));
    try {
      if (major >= 24) expect(file.driver).toBe('node:sqlite');
      if (major === 20) expect(file.driver).toBe('better-sqlite3');
    } finally {
      file.close();
    }
  });

  it('answers alike on either driver: blobs as Buffers, returning rows, changes', () => {
    const file = openSqliteFile(join(folder, 'alike.sqlite'));
    try {
      file.exec('create table t (id integer primary key, flag integer, bytes blob)');
      const insert = file.prepare('insert into t (flag, bytes) values (?, ?) returning id');
      expect(insert.reader).toBe(true);
      expect(insert.all([1, Buffer.from('pic')])).toEqual([{ id: 1 }]);
      const update = file.prepare('update t set flag = ?');
      expect(update.reader).toBe(false);
      expect(Number(update.run([0]).changes)).toBe(1);
      const [row] = file.prepare('select flag, bytes from t').all([]) as {
        flag: number;
        bytes: Buffer;
      }[];
      expect(row?.flag).toBe(0);
      expect(Buffer.isBuffer(row?.bytes)).toBe(true);
      expect(row?.bytes.toString()).toBe('pic');
    } finally {
      file.close();
    }
  });

  it('leaves the folder holding the file alone once closed, checkpoint thread included', async () => {
    // A copy or removal of the folder right after a close would otherwise meet the
    // journal of the thread still closing (the API suite's folders were seen so).
    const dataDir = mkdtempSync(join(folder, 'closed-'));
    const { db } = openDatabase({ dataDir });
    await migrateToLatest(db);
    await db.destroy();
    expect(readdirSync(dataDir)).toEqual(['quiz.sqlite']);
  });
});
