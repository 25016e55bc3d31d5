import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from './index';
import type { Database } from './schema';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Unit {
  work: Work<unknown>;
  done: (value: unknown) => void;
  failed: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** units one transaction runs at most */
  limit?: number;
  /** once its units have run this long, a transaction commits and the rest wait for the next */
  budgetMs?: number;
}

/**
 * Group commit of short transactions on the embedded database. SQLite has one
 * connection: every transaction waits for it, and its commit (the journal's
 * write) is a good part of a short one's cost. Units of work given while a
 * transaction is under way wait for the next one, which runs each in a
 * savepoint of its own and commits them together: a unit that fails is
 * rolled back alone and fails alone, and each unit's promise settles only
 * once the commit is done, so nothing is said of a unit before it is
 * durable. A transaction stops taking units after `limit` of them or
 * `budgetMs` of work, so that what waits behind it (the answers' own group
 * commit, requests) waits a few milliseconds at most.
 *
 * On PostgreSQL transactions run side by side on the pool and the server
 * groups their journal flushes itself; a unit is a transaction of its own.
 */
export function groupCommit(db: Db, options: GroupCommitOptions = {}) {
  const limit = options.limit ?? 64;
  const budgetMs = options.budgetMs ?? 8;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const waiting: Unit[] = [];
  let running: Promise<void> | null = null;
  const stats = { commits: 0, units: 0 };

  /** Runs units in one transaction until the limits; answers how many it ran and their outcomes. */
  async function runBatch(): Promise<void> {
    const trx = await db.startTransaction().execute();
    const started = performance.now();
    const ran: { unit: Unit; ok: boolean; value: unknown }[] = [];
    try {
      while (waiting.length > 0 && ran.length < limit && performance.now() - started < budgetMs) {
        const unit = waiting.shift() as Unit;
        const name = `unit_${ran.length}`;
        const inner = await trx.savepoint(name).execute();
        try {
          const value = await unit.work(inner);
          await inner.releaseSavepoint(name).execute();
          ran.push({ unit, ok: true, value });
        } catch (error) {
          await inner.rollbackToSavepoint(name).execute();
          await inner.releaseSavepoint(name).execute();
          ran.push({ unit, ok: false, value: error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      // The transaction itself failed (not a unit): the units it ran go back, each to run alone.
      for (const { unit } of ran) runAlone(unit);
      if (!ran.length) throw error;
      return;
    }
    stats.commits += 1;
    stats.units += ran.length;
    for (const { unit, ok, value } of ran) (ok ? unit.done : unit.failed)(value);
  }

  function runAlone(unit: Unit) {
    db.transaction().execute(unit.work).then(unit.done, unit.failed);
  }

  async function drain() {
    try {
      while (waiting.length > 0) await runBatch();
    } catch {
      // Not even a transaction could start: each waiting unit tries on its own and says why.
      for (const unit of waiting.splice(0)) runAlone(unit);
    } finally {
      running = null;
    }
  }

  return {
    /** Runs `work` in a transaction; resolves with its result once that transaction committed. */
    run<T>(work: Work<T>): Promise<T> {
      if (postgres) return db.transaction().execute(work);
      return new Promise<T>((done, failed) => {
        waiting.push({
          work: work as Work<unknown>,
          done: done as (value: unknown) => void,
          failed,
        });
        running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
      });
    },
    /** Resolves once every unit given so far has settled (a stop waits for it). */
    settled: async () => {
      while (running) await running;
    },
    /** transactions committed and the units they ran, to see the grouping at work */
    stats,
  };
}
