import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './index';

/**
 * Serializes the transactions that check a rule over several rows before
 * writing (the last super manager...): on PostgreSQL, a transaction-scoped
 * advisory lock on the name, released at commit or rollback; on SQLite,
 * nothing to do, since its one connection runs one transaction at a time.
 */
export async function lockInTransaction(trx: Db, name: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
