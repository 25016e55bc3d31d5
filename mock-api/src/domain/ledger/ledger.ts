import { type Kysely, sql, type Transaction } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database, LedgerAccount, LedgerUnit } from '../../db/schema';
import { isoNow } from '../../db/time';
import { recordNews } from '../notifications/news';

/**
 * The ledger: the only way credits and gains move. It keeps double entry:
 * each movement takes a whole amount from one account and gives it to
 * another, in the caller's transaction, so the ledger of each unit sums to
 * zero. A player's side is an entry of ledger_entries with the matching
 * change of the wallet (never below zero); the house's side is an entry of
 * house_entries, whose sums are the house accounts' balances. A movement is
 * identified by its kind and reference (and the player it concerns):
 * posting it again, from a retry or a duplicate provider callback, changes
 * nothing and says so. Each change of a wallet is told to the player's
 * open pages as a `balance` news ({credits, gains}), in the same transaction.
 */

/** The house's accounts, each in one or both units. */
export const HOUSE_ACCOUNTS = {
  /** credits staked in challenges still open */
  stakes_held: 'credits',
  /** credits spent: solo plays, and the stakes of challenges settled */
  plays_consumed: 'credits',
  /** credits and FCFA the house gives: free credits, badge rewards, demo grants */
  promotions: 'both',
  /** FCFA won: solo rewards and challenge shares */
  prizes: 'fcfa',
  /** credits bought with mobile money or with gains */
  credits_sold: 'credits',
  /** FCFA paid for credits, by mobile money or out of gains */
  sales: 'fcfa',
  /** gains held for cash-outs the provider has not settled yet */
  cashouts_pending: 'fcfa',
  /** what went through Orange Money: money in is negative, money out positive */
  channel_om: 'fcfa',
  /** the same for MTN Mobile Money */
  channel_mtn: 'fcfa',
} as const satisfies Record<string, 'credits' | 'fcfa' | 'both'>;

export type HouseAccount = keyof typeof HOUSE_ACCOUNTS;

/** The other side of each kind of a player's movement with the house. */
const COUNTERPARTY = {
  play_stake: 'plays_consumed',
  challenge_stake: 'stakes_held',
  challenge_refund: 'stakes_held',
  solo_reward: 'prizes',
  challenge_win: 'prizes',
  free_credits: 'promotions',
  badge_reward: 'promotions',
  seed_grant: 'promotions',
  purchase: 'credits_sold',
  conversion: 'credits_sold',
  conversion_paid: 'sales',
  cashout_hold: 'cashouts_pending',
  cashout_released: 'cashouts_pending',
} as const satisfies Record<string, HouseAccount>;

/** The house account on the other side of a player's movement of this kind. */
export const houseAccountOf = (kind: MovementKind): HouseAccount => COUNTERPARTY[kind];

/** The kinds of a player's movement with the house. */
export type MovementKind = keyof typeof COUNTERPARTY;
/** The kinds of a movement between two players. */
export type TransferKind = 'credit_request';
/** The kinds of a movement between two house accounts. */
export type HouseMoveKind = 'challenge_settled' | 'purchase_paid' | 'cashout_paid';

export const unitOf = (account: LedgerAccount): LedgerUnit =>
  account === 'credits' ? 'credits' : 'fcfa';

export interface Movement {
  userId: number;
  account: LedgerAccount;
  /** positive credits the account, negative debits it */
  amount: number;
  /** why it moved (COUNTERPARTY names the other side) */
  kind: MovementKind;
  /** what it belongs to (a play id, a transaction id...) */
  reference: string;
  /** when it moved, on the server's clock, where a rule reads it back (stakes: spending limits) */
  at?: Date;
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
type Db = Kysely<Database>;

/** Creates the wallet of a user if it does not exist yet. */
export async function openWallet(trx: Trx | Db, userId: number) {
  await trx
    .insertInto('wallets')
    .values({ user_id: userId, credits: 0, gains: 0, updated_at: isoNow() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

function checkAmount(amount: number) {
  if (!Number.isInteger(amount) || amount === 0) {
    throw new RangeError('a ledger movement is a non-zero whole number');
  }
}

/**
 * The player's side of a movement: claimed first (a concurrent twin waits on
 * the unique key, then does nothing), then one conditional update of the
 * wallet that can only pass if the balance stays at zero or above.
 */
/** A player's side of a movement, with the house or with another player. */
type Side = Omit<Movement, 'kind'> & { kind: MovementKind | TransferKind };

async function playerSide(trx: Trx, movement: Side, counterparty: string): Promise<Posted> {
  const previous = await findEntry(trx, movement);
  if (previous) return { applied: false, balance: previous.balance_after };
  const entry = {
    userId: movement.userId,
    account: movement.account,
    amount: movement.amount,
    kind: movement.kind,
    reference: movement.reference,
    counterparty,
  };
  const [claimed] = (
    movement.at
      ? await statements.claimAt(trx, { ...entry, createdAt: isoNow(movement.at) })
      : await statements.claim(trx, entry)
  ).rows;
  if (!claimed) {
    const twin = await findEntry(trx, movement);
    return { applied: false, balance: twin?.balance_after ?? 0 };
  }
  const [wallet] = (
    await statements.wallet[movement.account](trx, {
      userId: movement.userId,
      amount: movement.amount,
      floor: Math.max(0, -movement.amount),
      updatedAt: isoNow(),
    })
  ).rows;
  if (!wallet) throw new InsufficientBalanceError(movement.account);
  const balance = wallet[movement.account];
  await statements.balanceAfter(trx, { id: claimed.id, balance });
  // The player's open pages follow every change of the balances (the header's counter).
  await recordNews(trx, movement.userId, {
    type: 'balance',
    credits: wallet.credits,
    gains: wallet.gains,
  });
  return { applied: true, balance };
}

type Entry = Pick<Side, 'userId' | 'account' | 'amount' | 'kind' | 'reference'> & {
  counterparty: string;
};
type Value<Values> = <Name extends keyof Values & string>(name: Name) => Values[Name];

/**
 * A player's side claimed: nothing when its twin (same kind and reference)
 * was there first. With `createdAt`, at the time of the movement.
 */
function claim(db: Db, value: Value<Entry & { createdAt: string }>, timed: boolean) {
  return db
    .insertInto('ledger_entries')
    .values({
      user_id: value('userId'),
      account: value('account'),
      amount: value('amount'),
      balance_after: 0,
      kind: value('kind'),
      reference: value('reference'),
      counterparty: value('counterparty'),
      ...(timed ? { created_at: value('createdAt') } : {}),
    })
    .onConflict((oc) => oc.columns(['user_id', 'account', 'kind', 'reference']).doNothing())
    .returning('id');
}

type WalletChange = { userId: number; amount: number; floor: number; updatedAt: string };

/** The wallet's account changed, on condition that it stays at `floor` or above. */
const walletChange = (account: LedgerAccount) =>
  prepared<WalletChange, { credits: number; gains: number }>((db, value) => {
    const column = sql.ref(account);
    return db
      .updateTable('wallets')
      .set({ [account]: sql`${column} + ${value('amount')}`, updated_at: value('updatedAt') })
      .where('user_id', '=', value('userId'))
      .where(column, '>=', value('floor'))
      .returning(['credits', 'gains'])
      .compile();
  });

/** The statements of every movement, built once: each play's stake and each win runs them. */
const statements = {
  entry: prepared<
    Pick<Side, 'userId' | 'account' | 'kind' | 'reference'>,
    { balance_after: number }
  >((db, value) =>
    db
      .selectFrom('ledger_entries')
      .select('balance_after')
      .where('user_id', '=', value('userId'))
      .where('account', '=', value('account'))
      .where('kind', '=', value('kind'))
      .where('reference', '=', value('reference'))
      .compile(),
  ),
  // Untimed, it names no createdAt: the value function is the same.
  claim: prepared<Entry, { id: number }>((db, value) =>
    claim(db, value as Value<Entry & { createdAt: string }>, false).compile(),
  ),
  /** with the time of the movement, where a rule reads it back */
  claimAt: prepared<Entry & { createdAt: string }, { id: number }>((db, value) =>
    claim(db, value, true).compile(),
  ),
  wallet: { credits: walletChange('credits'), gains: walletChange('gains') },
  balanceAfter: prepared<{ id: number; balance: number }, unknown>((db, value) =>
    db
      .updateTable('ledger_entries')
      .set({ balance_after: value('balance') })
      .where('id', '=', value('id'))
      .compile(),
  ),
  house: prepared<
    {
      account: HouseAccount;
      unit: LedgerUnit;
      amount: number;
      kind: string;
      reference: string;
      party: string;
    },
    unknown
  >((db, value) =>
    db
      .insertInto('house_entries')
      .values({
        account: value('account'),
        unit: value('unit'),
        amount: value('amount'),
        kind: value('kind'),
        reference: value('reference'),
        party: value('party'),
      })
      .compile(),
  ),
};

/** A movement between a player and the house account its kind names. */
export async function post(trx: Trx, movement: Movement): Promise<Posted> {
  checkAmount(movement.amount);
  const house = COUNTERPARTY[movement.kind];
  const posted = await playerSide(trx, movement, `house:${house}`);
  if (posted.applied) {
    await statements.house(trx, {
      account: house,
      unit: unitOf(movement.account),
      amount: -movement.amount,
      kind: movement.kind,
      reference: movement.reference,
      party: `user:${movement.userId}`,
    });
  }
  return posted;
}

/**
 * A movement between two players (credits sent on request): both sides in
 * ledger_entries, the sender's balance never below zero. Answers the
 * sender's side.
 */
export async function transfer(
  trx: Trx,
  move: {
    from: number;
    to: number;
    account: LedgerAccount;
    amount: number;
    kind: TransferKind;
    reference: string;
  },
): Promise<Posted> {
  checkAmount(move.amount);
  if (move.amount < 0) throw new RangeError('a transfer moves a positive amount');
  const { account, kind, reference } = move;
  const sent = await playerSide(
    trx,
    { userId: move.from, account, amount: -move.amount, kind, reference },
    `user:${move.to}`,
  );
  if (sent.applied) {
    await playerSide(
      trx,
      { userId: move.to, account, amount: move.amount, kind, reference },
      `user:${move.from}`,
    );
  }
  return sent;
}

/**
 * A movement between two house accounts (a challenge's stakes consumed when
 * it is settled), for the player it concerns. Answers whether it applied.
 */
export async function moveHouse(
  trx: Trx,
  move: {
    from: HouseAccount;
    to: HouseAccount;
    unit: LedgerUnit;
    amount: number;
    kind: HouseMoveKind;
    reference: string;
    userId?: number;
  },
): Promise<boolean> {
  checkAmount(move.amount);
  const party = move.userId === undefined ? 'house' : `user:${move.userId}`;
  const side = (account: HouseAccount, amount: number) => ({
    account,
    unit: move.unit,
    amount,
    kind: move.kind,
    reference: move.reference,
    party,
  });
  const claimed = await trx
    .insertInto('house_entries')
    .values(side(move.from, -move.amount))
    .onConflict((oc) => oc.columns(['account', 'unit', 'kind', 'reference', 'party']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  await trx.insertInto('house_entries').values(side(move.to, move.amount)).execute();
  return true;
}

async function findEntry(trx: Trx, movement: Side) {
  const { userId, account, kind, reference } = movement;
  return (await statements.entry(trx, { userId, account, kind, reference })).rows[0];
}

export async function balances(db: Db, userId: number) {
  const wallet = await db
    .selectFrom('wallets')
    .select(['credits', 'gains'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return wallet ?? { credits: 0, gains: 0 };
}
