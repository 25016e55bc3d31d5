import { sql, type Transaction } from 'kysely';
import type { Database, LedgerAccount } from '../../db/schema';
import { isoNow } from '../../db/time';

/**
 * The ledger: the only way credits and gains move. Each movement is one
 * append-only entry plus the matching change of the wallet, in the caller's
 * transaction. An entry is identified by (user, account, kind, reference):
 * posting it again, from a retry or a duplicate provider callback, changes
 * nothing and says so.
 */

export interface Movement {
  userId: number;
  account: LedgerAccount;
  /** positive credits the account, negative debits it */
  amount: number;
  /** why it moved: play_stake, solo_reward, purchase, cashout... */
  kind: string;
  /** what it belongs to (a play id, a transaction id...) */
  reference: string;
}

export interface Posted {
  /** false when this movement had already been applied */
  applied: boolean;
  balance: number;
}

export class InsufficientBalanceError extends Error {
  constructor(readonly account: LedgerAccount) {
    super(`insufficient ${account}`);
  }
}

type Trx = Transaction<Database>;

/** Creates the wallet of a user if it does not exist yet. */
export async function openWallet(trx: Trx | import('kysely').Kysely<Database>, userId: number) {
  await trx
    .insertInto('wallets')
    .values({ user_id: userId, credits: 0, gains: 0, updated_at: isoNow() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function post(trx: Trx, movement: Movement): Promise<Posted> {
  if (!Number.isInteger(movement.amount) || movement.amount === 0) {
    throw new RangeError('a ledger movement is a non-zero whole number');
  }
  const previous = await findEntry(trx, movement);
  if (previous) return { applied: false, balance: previous.balance_after };

  // Claim the entry first: a concurrent twin waits on the unique key, then does nothing.
  const claimed = await trx
    .insertInto('ledger_entries')
    .values({
      user_id: movement.userId,
      account: movement.account,
      amount: movement.amount,
      balance_after: 0,
      kind: movement.kind,
      reference: movement.reference,
    })
    .onConflict((oc) => oc.columns(['user_id', 'account', 'kind', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    const twin = await findEntry(trx, movement);
    return { applied: false, balance: twin?.balance_after ?? 0 };
  }

  // One conditional update: the balance can only change if it stays at zero or above.
  const column = sql.ref(movement.account);
  const wallet = await trx
    .updateTable('wallets')
    .set({ [movement.account]: sql`${column} + ${movement.amount}`, updated_at: isoNow() })
    .where('user_id', '=', movement.userId)
    .where(column, '>=', Math.max(0, -movement.amount))
    .returning(['credits', 'gains'])
    .executeTakeFirst();
  if (!wallet) throw new InsufficientBalanceError(movement.account);

  const balance = wallet[movement.account];
  await trx
    .updateTable('ledger_entries')
    .set({ balance_after: balance })
    .where('id', '=', claimed.id)
    .execute();
  return { applied: true, balance };
}

function findEntry(trx: Trx, movement: Movement) {
  return trx
    .selectFrom('ledger_entries')
    .select('balance_after')
    .where('user_id', '=', movement.userId)
    .where('account', '=', movement.account)
    .where('kind', '=', movement.kind)
    .where('reference', '=', movement.reference)
    .executeTakeFirst();
}

export async function balances(db: import('kysely').Kysely<Database>, userId: number) {
  const wallet = await db
    .selectFrom('wallets')
    .select(['credits', 'gains'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return wallet ?? { credits: 0, gains: 0 };
}
