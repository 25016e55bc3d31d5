import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { LedgerUnit } from '../../db/schema';
import { HOUSE_ACCOUNTS, type HouseAccount } from './ledger';

/*
 * The ledger's books, checked: what a test asserts after money moved, and
 * what `npm run ledger:check -w mock-api` prints against a live database.
 * Each finding is one line saying what does not balance.
 */

/**
 * The sign a house account's balance keeps: what it gives is negative, what
 * it holds positive. A channel may be either: the house pays out prizes
 * through a channel that brought in less.
 */
const SIGN: Record<HouseAccount, 1 | -1 | 0> = {
  stakes_held: 1,
  plays_consumed: 1,
  promotions: -1,
  prizes: -1,
  credits_sold: -1,
  sales: 1,
  cashouts_pending: 1,
  channel_om: 0,
  channel_mtn: 0,
};

const n = (value: unknown) => Number(value ?? 0);

/** Every wallet equals the sum of its entries. */
async function walletsMatchEntries(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('wallets as w')
    .select([
      'w.user_id',
      'w.credits',
      'w.gains',
      (eb) =>
        eb
          .selectFrom('ledger_entries as e')
          .select(sql<number>`coalesce(sum(e.amount), 0)`.as('s'))
          .whereRef('e.user_id', '=', 'w.user_id')
          .where('e.account', '=', 'credits')
          .as('credit_entries'),
      (eb) =>
        eb
          .selectFrom('ledger_entries as e')
          .select(sql<number>`coalesce(sum(e.amount), 0)`.as('s'))
          .whereRef('e.user_id', '=', 'w.user_id')
          .where('e.account', '=', 'gains')
          .as('gain_entries'),
    ])
    .execute();
  return rows.flatMap((row) => [
    ...(n(row.credits) === n(row.credit_entries)
      ? []
      : [`user ${row.user_id}: wallet ${row.credits} credits, entries ${n(row.credit_entries)}`]),
    ...(n(row.gains) === n(row.gain_entries)
      ? []
      : [`user ${row.user_id}: wallet ${row.gains} FCFA, entries ${n(row.gain_entries)}`]),
  ]);
}

/** Each unit's ledger sums to zero: every movement has its other side. */
async function unitsSumToZero(db: Db): Promise<string[]> {
  const players = await db
    .selectFrom('ledger_entries')
    .select(['account', sql<number>`sum(amount)`.as('s')])
    .groupBy('account')
    .execute();
  const house = await db
    .selectFrom('house_entries')
    .select(['unit', sql<number>`sum(amount)`.as('s')])
    .groupBy('unit')
    .execute();
  const total: Record<LedgerUnit, number> = { credits: 0, fcfa: 0 };
  for (const row of players) total[row.account === 'credits' ? 'credits' : 'fcfa'] += n(row.s);
  for (const row of house) total[row.unit] += n(row.s);
  const orphans = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('c'))
    .where('counterparty', 'is', null)
    .executeTakeFirstOrThrow();
  return [
    ...(Object.entries(total) as [LedgerUnit, number][])
      .filter(([, sum]) => sum !== 0)
      .map(([unit, sum]) => `${unit}: the ledger sums to ${sum}, not 0`),
    ...(n(orphans.c) > 0 ? [`${orphans.c} player entries name no counterparty`] : []),
  ];
}

/** House accounts keep their sign, and a closed challenge holds no stake. */
async function houseAccountsHold(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('house_entries')
    .select(['account', 'unit', sql<number>`sum(amount)`.as('s')])
    .groupBy(['account', 'unit'])
    .execute();
  const findings: string[] = [];
  for (const row of rows) {
    const sign = SIGN[row.account as HouseAccount];
    if (!(row.account in HOUSE_ACCOUNTS)) findings.push(`unknown house account ${row.account}`);
    else if (n(row.s) * sign < 0) {
      findings.push(`house ${row.account}: ${row.s} ${row.unit}, of the wrong sign`);
    }
  }
  const held = await db
    .selectFrom('house_entries as h')
    .innerJoin('challenges as c', (join) =>
      join.on(sql`h.reference`, '=', sql`'challenge:' || c.id`),
    )
    .select(['c.id', sql<number>`sum(h.amount)`.as('s')])
    .where('h.account', '=', 'stakes_held')
    .where('c.is_active', '=', 0)
    .groupBy('c.id')
    .having(sql`sum(h.amount)`, '<>', 0)
    .execute();
  for (const row of held)
    findings.push(`challenge ${row.id} is closed and still holds ${row.s} credits`);
  return findings;
}

const CHANNELS = { om: 'channel_om', mtn: 'channel_mtn' } as const;

/** Per channel, money in, out and held, from the payments' own records. */
export async function channelFigures(db: Db) {
  const bought = await db
    .selectFrom('credit_transactions')
    .select(['method', sql<number>`sum(amount)`.as('s')])
    .where('action', '=', 'buy')
    .where('status', '=', 'SUCCESSFULL')
    .groupBy('method')
    .execute();
  const paid = await db
    .selectFrom('cashouts')
    .select(['method', sql<number>`sum(amount)`.as('s')])
    .where('status', '=', 'SUCCESSFULL')
    .groupBy('method')
    .execute();
  const house = await houseBalances(db);
  return Object.entries(CHANNELS).map(([method, account]) => {
    const moneyIn = n(bought.find((row) => row.method === method)?.s);
    const moneyOut = n(paid.find((row) => row.method === method)?.s);
    // Money in is written negative on the channel's account, money out positive.
    const booked = house.find((row) => row.account === account)?.balance ?? 0;
    return { method, moneyIn, moneyOut, held: -booked };
  });
}

/**
 * Money in by each channel equals money held plus money out, and gains held
 * for cash-outs equal the cash-outs still being paid.
 */
async function channelsBalance(db: Db): Promise<string[]> {
  const findings = (await channelFigures(db))
    .filter(({ moneyIn, moneyOut, held }) => moneyIn !== held + moneyOut)
    .map(
      ({ method, moneyIn, moneyOut, held }) =>
        `channel ${method}: ${moneyIn} FCFA in, ${moneyOut} out, but ${held} held`,
    );
  const ongoing = await db
    .selectFrom('cashouts')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
    .where('status', 'in', ['INITIATED', 'PENDING'])
    .executeTakeFirstOrThrow();
  const held = (await houseBalances(db)).find((row) => row.account === 'cashouts_pending');
  if (n(ongoing.s) !== (held?.balance ?? 0)) {
    findings.push(`cash-outs being paid: ${n(ongoing.s)} FCFA, but ${held?.balance ?? 0} held`);
  }
  return findings;
}

/** What does not balance; empty when the books are right. */
export async function checkLedger(db: Db): Promise<string[]> {
  const checks = async (reader: Db) => [
    ...(await walletsMatchEntries(reader)),
    ...(await unitsSumToZero(reader)),
    ...(await houseAccountsHold(reader)),
    ...(await channelsBalance(reader)),
  ];
  if (db.isTransaction) return checks(db);
  // One snapshot for every check: a payment settling while the books are read
  // is seen whole or not at all, never half-made (a live server keeps writing).
  return db.transaction().setIsolationLevel('repeatable read').execute(checks);
}

/** The balance of each house account, by unit, for the check's report. */
export async function houseBalances(db: Db) {
  const rows = await db
    .selectFrom('house_entries')
    .select(['account', 'unit', sql<number>`sum(amount)`.as('balance')])
    .groupBy(['account', 'unit'])
    .orderBy('account')
    .execute();
  return rows.map((row) => ({ ...row, balance: n(row.balance) }));
}
