import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index';
import type { Database } from '../src/db/schema';
import { nestingTransaction, transact } from '../src/db/transaction';
import { migratedDatabase } from './helpers/database';

/*
 * The seed fills a new database in one transaction and goes through rules
 * that open transactions of their own (starting and closing challenges):
 * those nest in it, and still commit or roll back as a whole.
 */
describe('transactions of rules', () => {
  let opened: Awaited<ReturnType<typeof migratedDatabase>>;
  let db: Db;

  beforeAll(async () => {
    opened = await migratedDatabase();
    db = opened.db;
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await db.deleteFrom('quotes').execute();
  });

  const write = (trx: Kysely<Database>, author: string) =>
    trx.insertInto('quotes').values({ author, quote_en: 'en', quote_fr: 'fr' }).execute();
  const refused = () => Promise.reject(new Error('refused'));
  const authors = async () =>
    (await db.selectFrom('quotes').select('author').orderBy('id').execute()).map((q) => q.author);

  it('undoes a rule that fails inside a larger transaction, and only that rule', async () => {
    await nestingTransaction(db, async (trx) => {
      await write(trx, 'before');
      await expect(
        transact(trx, async (inner) => {
          await write(inner, 'undone');
          await refused();
        }),
      ).rejects.toThrow('refused');
      await transact(trx, (inner) => transact(inner, (deeper) => write(deeper, 'nested')));
      await write(trx, 'after');
    });
    expect(await authors()).toEqual(['before', 'nested', 'after']);
  });

  it('keeps nothing when the larger work fails', async () => {
    await expect(
      nestingTransaction(db, async (trx) => {
        await transact(trx, (inner) => write(inner, 'inside'));
        await refused();
      }),
    ).rejects.toThrow('refused');
    expect(await authors()).toEqual([]);
  });

  it('gives a rule a transaction of its own when none is open', async () => {
    await expect(
      transact(db, async (trx) => {
        await write(trx, 'undone');
        await refused();
      }),
    ).rejects.toThrow('refused');
    await transact(db, (trx) => write(trx, 'kept'));
    expect(await authors()).toEqual(['kept']);
  });
});
