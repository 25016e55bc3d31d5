import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../src/db/index';
import { isoNow } from '../src/db/time';
import { balances, InsufficientBalanceError, openWallet, post } from '../src/domain/ledger/ledger';
import { createTestDatabase, type TestDatabase } from './helpers/database';

describe('ledger', () => {
  let database: TestDatabase;
  let db: Db;
  let count = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase({ ...database }).db;
    await migrateToLatest(db, database.pgSchema);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  async function userWith(credits: number) {
    count += 1;
    const user = await db
      .insertInto('users')
      .values({
        email: `u${count}@quiz.cm`,
        password_hash: 'x',
        language: 'fr',
        updated_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(db, user.id);
    if (credits > 0) {
      await db.transaction().execute((trx) =>
        post(trx, {
          userId: user.id,
          account: 'credits',
          amount: credits,
          kind: 'seed_grant',
          reference: 'start',
        }),
      );
    }
    return user.id;
  }

  const entriesOf = (userId: number) =>
    db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('moves a balance and records the movement with the balance after it', async () => {
    const userId = await userWith(10);
    const result = await db.transaction().execute((trx) =>
      post(trx, {
        userId,
        account: 'credits',
        amount: -3,
        kind: 'play_stake',
        reference: 'play:1',
      }),
    );
    expect(result).toEqual({ applied: true, balance: 7 });
    expect(await balances(db, userId)).toEqual({ credits: 7, gains: 0 });
    const entries = await entriesOf(userId);
    expect(entries.map((e) => [e.amount, e.balance_after, e.kind])).toEqual([
      [10, 10, 'seed_grant'],
      [-3, 7, 'play_stake'],
    ]);
  });

  it('applies a movement once however often it is posted', async () => {
    const userId = await userWith(0);
    const movement = {
      userId,
      account: 'gains' as const,
      amount: 500,
      kind: 'challenge_win' as const,
      reference: 'challenge:9',
    };
    const first = await db.transaction().execute((trx) => post(trx, movement));
    const again = await db.transaction().execute((trx) => post(trx, movement));
    expect(first.applied).toBe(true);
    expect(again).toEqual({ applied: false, balance: 500 });
    expect(await balances(db, userId)).toEqual({ credits: 0, gains: 500 });
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it('refuses an overdraft and leaves nothing behind', async () => {
    const userId = await userWith(2);
    await expect(
      db.transaction().execute((trx) =>
        post(trx, {
          userId,
          account: 'credits',
          amount: -3,
          kind: 'play_stake',
          reference: 'play:2',
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balances(db, userId)).toEqual({ credits: 2, gains: 0 });
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it('rolls back the movement with the rest of a failed transaction', async () => {
    const userId = await userWith(5);
    await expect(
      db.transaction().execute(async (trx) => {
        await post(trx, {
          userId,
          account: 'credits',
          amount: -5,
          kind: 'play_stake',
          reference: 'play:3',
        });
        throw new Error('the play could not start');
      }),
    ).rejects.toThrow('the play could not start');
    expect(await balances(db, userId)).toEqual({ credits: 5, gains: 0 });
  });

  it('never goes below zero under concurrent debits', async () => {
    const userId = await userWith(100);
    const attempts = Array.from({ length: 25 }, (_, i) =>
      db.transaction().execute((trx) =>
        post(trx, {
          userId,
          account: 'credits',
          amount: -10,
          kind: 'play_stake',
          reference: `race:${i}`,
        }),
      ),
    );
    const outcomes = await Promise.allSettled(attempts);
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    expect(succeeded).toHaveLength(10);
    expect(await balances(db, userId)).toEqual({ credits: 0, gains: 0 });
    const debits = (await entriesOf(userId)).filter((e) => e.kind === 'play_stake');
    expect(debits).toHaveLength(10);
    expect(debits.every((e) => e.balance_after >= 0)).toBe(true);
  });

  it('applies concurrent duplicates of one movement once', async () => {
    const userId = await userWith(0);
    const movement = {
      userId,
      account: 'credits' as const,
      amount: 10,
      kind: 'purchase' as const,
      reference: 'tx:42',
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => db.transaction().execute((trx) => post(trx, movement))),
    );
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    expect(await balances(db, userId)).toEqual({ credits: 10, gains: 0 });
  });

  it('refuses a zero or fractional amount', async () => {
    const userId = await userWith(0);
    await expect(
      db
        .transaction()
        .execute((trx) =>
          post(trx, { userId, account: 'credits', amount: 1.5, kind: 'purchase', reference: 'y' }),
        ),
    ).rejects.toBeInstanceOf(RangeError);
  });
});
