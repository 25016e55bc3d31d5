import { type Kysely, PostgresAdapter } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../src/db/group-commit';
import type { Db } from '../src/db/index';
import type { Database } from '../src/db/schema';
import { migratedDatabase } from './helpers/database';

/*
 * Starts and moves of plays commit in groups on SQLite (db/group-commit.ts):
 * each unit still commits or fails alone, and is answered only once committed.
 */
describe('group commit', () => {
  let opened: Awaited<ReturnType<typeof migratedDatabase>>;
  let db: Db;
  let postgres: boolean;

  beforeAll(async () => {
    opened = await migratedDatabase();
    db = opened.db;
    postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await db.deleteFrom('quotes').execute();
  });

  const write = (trx: Kysely<Database>, author: string) =>
    trx
      .insertInto('quotes')
      .values({ author, quote_en: 'en', quote_fr: 'fr' })
      .returning('author')
      .executeTakeFirstOrThrow();
  const authors = async () =>
    (await db.selectFrom('quotes').select('author').orderBy('id').execute()).map((q) => q.author);

  it('commits units given together in one transaction, each answered with its own result', async () => {
    // No time budget: a busy machine would otherwise split them by time, not by their count.
    const writes = groupCommit(db, { budgetMs: Number.POSITIVE_INFINITY });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writes.run((trx) => write(trx, `a${i}`))),
    );
    expect(results.map((r) => r.author)).toEqual(Array.from({ length: 20 }, (_, i) => `a${i}`));
    expect(await authors()).toHaveLength(20);
    // SQLite groups them; PostgreSQL gives each a transaction of its own.
    expect(writes.stats.commits).toBe(postgres ? 0 : 1);
  });

  it('rolls a failing unit back alone: the others of its transaction commit', async () => {
    const writes = groupCommit(db);
    const outcomes = await Promise.allSettled([
      writes.run((trx) => write(trx, 'kept 1')),
      writes.run(async (trx) => {
        await write(trx, 'undone');
        throw new Error('refused');
      }),
      writes.run((trx) => write(trx, 'kept 2')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    expect((await authors()).sort()).toEqual(['kept 1', 'kept 2']);
  });

  it('answers a unit only once its transaction committed', async () => {
    const writes = groupCommit(db);
    let seenByOthers: string[] | null = null;
    await writes
      .run((trx) => write(trx, 'durable'))
      .then(async () => {
        seenByOthers = await authors();
      });
    expect(seenByOthers).toEqual(['durable']);
  });

  it('commits a long queue in several transactions within its limits', async () => {
    const writes = groupCommit(db, { limit: 8, budgetMs: Number.POSITIVE_INFINITY });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => writes.run((trx) => write(trx, `${i}`))),
    );
    expect(await authors()).toHaveLength(30);
    if (!postgres) {
      expect(writes.stats.commits).toBe(4);
      expect(writes.stats.units).toBe(30);
    }
  });

  it('commits once its units have run its time budget, the rest in the next transaction', async () => {
    const writes = groupCommit(db, { budgetMs: 5 });
    // Each unit works 3 ms at least (never less, however busy the machine): a transaction
    // that starts a third unit has already run 6 ms, past its budget.
    const slow = async (trx: Kysely<Database>, author: string) => {
      const until = performance.now() + 3;
      while (performance.now() < until) {}
      return write(trx, author);
    };
    await Promise.all(Array.from({ length: 6 }, (_, i) => writes.run((trx) => slow(trx, `${i}`))));
    expect(await authors()).toHaveLength(6);
    if (!postgres) expect(writes.stats.commits).toBeGreaterThanOrEqual(3);
  });

  it('lets other work use the database between its transactions', async () => {
    const writes = groupCommit(db, { limit: 2 });
    const order: string[] = [];
    const units = Array.from({ length: 6 }, (_, i) =>
      writes.run((trx) => write(trx, `unit ${i}`)).then(() => order.push(`unit ${i}`)),
    );
    const other = db.transaction().execute(async (trx) => {
      await write(trx, 'other');
      order.push('other');
    });
    await Promise.all([...units, other]);
    expect(order).toHaveLength(7);
    if (!postgres) {
      // Three transactions of two units; the other work gets the connection before the last ones.
      expect(order.indexOf('other')).toBeLessThan(6);
    }
  });
});

describe('the embedded database connection', () => {
  let opened: Awaited<ReturnType<typeof migratedDatabase>>;

  beforeAll(async () => {
    opened = await migratedDatabase();
  });
  afterAll(() => opened.close());

  it('serves thousands of waiting transactions in the order they came', async () => {
    const { db } = opened;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 3000 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx.selectFrom('quotes').select('id').limit(1).execute();
          order.push(i);
        }),
      ),
    );
    expect(order).toHaveLength(3000);
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
      expect(order).toEqual(Array.from({ length: 3000 }, (_, i) => i));
    }
  });
});
