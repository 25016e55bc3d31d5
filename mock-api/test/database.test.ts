import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../src/db/index';
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
