import { ControlledTransaction, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

let savepoints = 0;

/**
 * Runs `work` in a transaction of its own; or, when `db` is a controlled
 * transaction already (the seed fills a new database in one), in a savepoint
 * of it. Either way `work` commits or rolls back as a whole: a rule that
 * undoes its writes on an error (a challenge still being played when the
 * closing job claims it) undoes them alone, inside the larger transaction too.
 */
export async function transact<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (!(db instanceof ControlledTransaction)) return db.transaction().execute(work);
  savepoints += 1;
  const name = `work_${savepoints}`;
  const inner = await (db as ControlledTransaction<Database, string[]>).savepoint(name).execute();
  try {
    const result = await work(inner);
    await inner.releaseSavepoint(name).execute();
    return result;
  } catch (error) {
    await inner.rollbackToSavepoint(name).execute();
    throw error;
  }
}

/**
 * Runs `work` in one transaction in which the transactions of the rules it
 * calls nest (see transact), and commits it only if the whole work succeeds.
 */
export async function nestingTransaction<T>(
  db: Kysely<Database>,
  work: (trx: ControlledTransaction<Database>) => Promise<T>,
): Promise<T> {
  const trx = await db.startTransaction().execute();
  try {
    const result = await work(trx);
    await trx.commit().execute();
    return result;
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
}
