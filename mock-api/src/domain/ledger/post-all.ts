import { sql, type Transaction } from 'kysely';
import { batchRows } from '../../db/batch-rows';
import { prepared } from '../../db/prepared';
import type { Database, LedgerAccount } from '../../db/schema';
import { isoNow } from '../../db/time';
import { newsTopic } from '../notifications/news';
import { houseAccountOf, type Movement, unitOf } from './ledger';

/*
 * Many players' movements with the house at once (each play's stake of a
 * crowd joining a quiz), in five statements whatever their number instead
 * of six each: claimed, wallets changed, balances written after, the
 * house's sides, the players' balance news. Each movement is what `post`
 * makes of it when it is new and within the balance, row for row. A batch
 * is all or nothing: when one movement was there already or would take a
 * balance below zero, `postAll` throws MovementsRefused, the caller's
 * transaction is to roll back, and each movement goes through `post`,
 * which says what it makes of it.
 */

export class MovementsRefused extends Error {
  constructor(readonly reason: 'posted_already' | 'insufficient' | 'same_player') {
    super(`movements refused: ${reason}`);
  }
}

/**
 * Posts movements of one account, at most one per player, each new; as
 * `post` would have, balances after them and news included. The
 * wallets change in the order of the players' ids, as any other batch
 * locks them, so that two batches cannot wait on each other.
 */
export async function postAll(
  trx: Transaction<Database>,
  account: LedgerAccount,
  movements: Omit<Movement, 'account'>[],
): Promise<void> {
  const sorted = [...movements].sort((a, b) => a.userId - b.userId);
  // Balances are read back by player: two movements of one player go through `post`.
  if (new Set(sorted.map((m) => m.userId)).size !== sorted.length) {
    throw new MovementsRefused('same_player');
  }
  const claimed = await statements.claim(
    trx,
    rows.claim.values(
      trx,
      sorted.map((m) => ({
        player: m.userId,
        account,
        amount: m.amount,
        kind: m.kind,
        reference: m.reference,
        counterparty: `house:${houseAccountOf(m.kind)}`,
        at: isoNow(m.at),
      })),
    ),
  );
  if (claimed.rows.length !== sorted.length) throw new MovementsRefused('posted_already');
  const entries = new Map(claimed.rows.map((row) => [row.user_id, row.id]));
  const wallets = await statements.wallet[account](
    trx,
    rows.wallet.values(
      trx,
      sorted.map((m) => ({
        player: m.userId,
        amount: m.amount,
        floor: Math.max(0, -m.amount),
        at: isoNow(),
      })),
    ),
  );
  if (wallets.rows.length !== sorted.length) throw new MovementsRefused('insufficient');
  const balances = new Map(wallets.rows.map((wallet) => [wallet.user_id, wallet]));
  const balanceOf = (userId: number) => balances.get(userId)?.[account] ?? 0;
  await statements.balanceAfter(
    trx,
    rows.balanceAfter.values(
      trx,
      sorted.map((m) => ({ entry: entries.get(m.userId), balance: balanceOf(m.userId) })),
    ),
  );
  await statements.house(
    trx,
    rows.house.values(
      trx,
      sorted.map((m) => ({
        account: houseAccountOf(m.kind),
        unit: unitOf(account),
        amount: -m.amount,
        kind: m.kind,
        reference: m.reference,
        party: `user:${m.userId}`,
      })),
    ),
  );
  // The players' open pages follow every change of the balances, as with `post`.
  await statements.news(
    trx,
    rows.news.values(
      trx,
      wallets.rows.map((wallet) => ({
        topic: newsTopic(wallet.user_id),
        data: JSON.stringify({ type: 'balance', credits: wallet.credits, gains: wallet.gains }),
      })),
    ),
  );
}

const rows = {
  claim: batchRows({
    player: 'int',
    account: 'text',
    amount: 'int',
    kind: 'text',
    reference: 'text',
    counterparty: 'text',
    at: 'text',
  }),
  wallet: batchRows({ player: 'int', amount: 'int', floor: 'int', at: 'text' }),
  balanceAfter: batchRows({ entry: 'int', balance: 'int' }),
  house: batchRows({
    account: 'text',
    unit: 'text',
    amount: 'int',
    kind: 'text',
    reference: 'text',
    party: 'text',
  }),
  news: batchRows({ topic: 'text', data: 'text' }),
};

type Values = Record<string, unknown>;
type Wallet = { user_id: number; credits: number; gains: number };

/** The wallets' account changed, each on condition that it stays at its floor or above. */
const walletChanges = (account: LedgerAccount) =>
  prepared<Values, Wallet>((db, value) => {
    const column = sql.raw(account);
    return sql<Wallet>`update wallets set ${column} = wallets.${column} + v.amount, updated_at = v.at
      from ${rows.wallet.table(db, value)}
      where wallets.user_id = v.player and wallets.${column} >= v.floor
      returning user_id, credits, gains`.compile(db);
  });

/** The statements of a batch, built once: the batch's rows are their values. */
const statements = {
  // SQLite reads ON CONFLICT after a SELECT's FROM as a join's unless a WHERE comes between.
  claim: prepared<Values, { id: number; user_id: number }>((db, value) =>
    sql<{ id: number; user_id: number }>`insert into ledger_entries
        (user_id, account, amount, balance_after, kind, reference, counterparty, created_at)
      select v.player, v.account, v.amount, 0, v.kind, v.reference, v.counterparty, v.at
      from ${rows.claim.table(db, value)} where true
      on conflict (user_id, account, kind, reference) do nothing
      returning id, user_id`.compile(db),
  ),
  wallet: { credits: walletChanges('credits'), gains: walletChanges('gains') },
  balanceAfter: prepared<Values, unknown>((db, value) =>
    sql`update ledger_entries set balance_after = v.balance
      from ${rows.balanceAfter.table(db, value)} where ledger_entries.id = v.entry`.compile(db),
  ),
  house: prepared<Values, unknown>((db, value) =>
    sql`insert into house_entries (account, unit, amount, kind, reference, party)
      select v.account, v.unit, v.amount, v.kind, v.reference, v.party
      from ${rows.house.table(db, value)}`.compile(db),
  ),
  news: prepared<Values, unknown>((db, value) =>
    sql`insert into event_outbox (topic, type, data)
      select v.topic, 'balance', v.data from ${rows.news.table(db, value)}`.compile(db),
  ),
};
