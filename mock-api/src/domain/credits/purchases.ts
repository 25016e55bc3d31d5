import { randomUUID } from 'node:crypto';
import { CREDITS_PER_TRANSACTION_MAX } from '@quiz/shared/constants';
import type { CreditPack, CreditTransaction } from '@quiz/shared/contract';
import { packPrice } from '@quiz/shared/formulas';
import type { CreditAction, PaymentMethod } from '@quiz/shared/types';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import { ReadCache, stampOf } from '../accounts/read-cache';
import type { SignedIn } from '../accounts/signed-in';
import { forbidden, invalid, notFound } from '../errors';
import { balances, InsufficientBalanceError, post } from '../ledger/ledger';
import { ledgerReference, type Orders } from '../payments/orders';
import { playerFailureReason } from '../payments/player-reasons';
import { checkNotExcluded, checkSpend } from '../responsible-play/rules';
import { readSettings } from '../settings/settings';

/*
 * Credits bought with mobile money or converted from gains (player spec
 * sections 2 "Credits", 5, 7 and 9): a pack sets the unit price (unit_price
 * less the pack's reduction), a fixed pack sells its units and premium any
 * number above its own. A purchase is an order to the payer's channel and
 * gives its credits once the provider says it was paid; a conversion takes
 * the gains and gives the credits at once, in one transaction.
 */

export interface CreditsInput {
  number_of_units: number;
  /** canonical, as the shared form rule leaves it */
  pack_type: string;
  action: CreditAction;
  payment_infos?: { method: PaymentMethod; phone_number: string };
}

function transactionView(row: {
  id: number;
  action: CreditAction;
  method: PaymentMethod | null;
  status: CreditTransaction['status'];
  is_active: number;
  number_of_units: number;
  amount: number;
  phone_number: string | null;
  reference: string | null;
  payment_url: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}): CreditTransaction {
  return {
    id: row.id,
    action: row.action,
    method: row.method,
    status: row.status,
    is_active: row.is_active === 1,
    number_of_units: row.number_of_units,
    amount: row.amount,
    phone_number: row.phone_number,
    reference: row.reference ?? '',
    payment_url: row.payment_url,
    failure_reason: playerFailureReason(row.status, row.failure_reason),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function purchasesOf(db: Db, orders: Orders, now: () => Date) {
  const reads = new ReadCache();

  async function packs(): Promise<CreditPack[]> {
    const rows = await db
      .selectFrom('credit_packs')
      .select(['code', 'units', 'unit_reduction', 'is_greater'])
      .where('is_active', '=', 1)
      .orderBy('units')
      .execute();
    return rows.map((row) => ({
      code: row.code,
      units: row.units,
      unit_reduction: row.unit_reduction,
      greater: row.is_greater === 1,
    }));
  }

  /** The FCFA price of what is asked, after the checks a pack makes. */
  async function priced(input: CreditsInput) {
    const pack = (await packs()).find((one) => one.code === input.pack_type);
    if (!pack) throw invalid('INVALID_CREDIT_TYPE', { pack_type: M.pack_invalid });
    const units = input.number_of_units;
    if (units > CREDITS_PER_TRANSACTION_MAX) throw invalid('OVERFLOW');
    // A conversion too: a pack's reduction comes with its units.
    if (pack.greater ? units <= pack.units : units !== pack.units) {
      throw invalid('INVALID_NUMBER_OF_UNITS', {
        number_of_units: pack.greater ? M.units_premium_min : M.units_pack_mismatch,
      });
    }
    const { unit_price } = await readSettings(db);
    return { pack, amount: packPrice(units, unit_price, pack.unit_reduction) };
  }

  /** The credit requests tabs' dots: received unread, sent still pending. */
  async function requestIndicators(userId: number) {
    const [received, sent] = await Promise.all([
      db
        .selectFrom('credit_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('receiver_id', '=', userId)
        .where('is_read', '=', 0)
        .where('status', '=', 'PENDING')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('credit_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sender_id', '=', userId)
        .where('status', '=', 'PENDING')
        .executeTakeFirstOrThrow(),
    ]);
    return { requests_received: Number(received.n), requests_sent: Number(sent.n) };
  }

  async function one(userId: number, id: number) {
    const row = await db
      .selectFrom('credit_transactions')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('INVALID_ID');
    return transactionView(row);
  }

  async function buy(userId: number, input: CreditsInput): Promise<CreditTransaction> {
    const payment = input.payment_infos;
    if (!payment) throw invalid('BAD', { payment_infos: M.required });
    const { amount } = await priced(input);
    const id = await transact(db, async (trx) => {
      await checkSpend(trx, userId, 'purchase', input.number_of_units, now());
      const row = await trx
        .insertInto('credit_transactions')
        .values({
          user_id: userId,
          action: 'buy',
          method: payment.method,
          pack_code: input.pack_type,
          number_of_units: input.number_of_units,
          amount,
          phone_number: payment.phone_number,
          ...orders.newOrder(userId, 'purchase', payment.method),
        })
        .onConflict((oc) => oc.column('ongoing_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await orders.created(trx, 'purchase', row.id);
      return row?.id;
    });
    // One purchase at a time: the one under way is the player's to finish first.
    if (id === undefined) throw forbidden('NOT_ALLOWED');
    await orders.start('purchase', id);
    return one(userId, id);
  }

  async function convert(userId: number, input: CreditsInput): Promise<CreditTransaction> {
    const { amount } = await priced(input);
    if ((await balances(db, userId)).gains < amount) throw invalid('INSUFFICIENT');
    const id = await transact(db, async (trx) => {
      // Gains turned into credits are no money spent: only a break stops it.
      await checkNotExcluded(trx, userId, now());
      const row = await trx
        .insertInto('credit_transactions')
        .values({
          user_id: userId,
          action: 'convert',
          status: 'SUCCESSFULL',
          is_active: 0,
          pack_code: input.pack_type,
          number_of_units: input.number_of_units,
          amount,
          reference: randomUUID(),
          updated_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reference = ledgerReference('purchase', row.id);
      await post(trx, {
        userId,
        account: 'gains',
        amount: -amount,
        kind: 'conversion_paid',
        reference,
      });
      await post(trx, {
        userId,
        account: 'credits',
        amount: input.number_of_units,
        kind: 'conversion',
        reference,
      });
      return row.id;
    }).catch((error: unknown) => {
      // Spent meanwhile by another request: nothing moved.
      if (error instanceof InsufficientBalanceError) throw invalid('INSUFFICIENT');
      throw error;
    });
    return one(userId, id);
  }

  return {
    one,

    /**
     * GET /api/me/my-credits/: the packs, the tabs' dots and the balances. The
     * balances are those the token check read; the rest is kept while unchanged.
     */
    async mine({ userId, wallet, versions }: SignedIn) {
      const [indicators, pricing] = await Promise.all([
        reads.get(`credit-requests:${userId}`, stampOf(versions, 'player'), () =>
          requestIndicators(userId),
        ),
        reads.get('pricing', stampOf(versions, 'shared'), async () => ({
          packages: await packs(),
          unit_price: (await readSettings(db)).unit_price,
        })),
      ]);
      return {
        status_message: 'OK' as const,
        indicators,
        ...pricing,
        number_of_credits: wallet.credits,
        gains: wallet.gains,
      };
    },

    /** PUT /api/me/my-credits/: buy or convert. */
    update: (userId: number, input: CreditsInput) =>
      input.action === 'buy' ? buy(userId, input) : convert(userId, input),

    /** A purchase of the player's, by the channel it went through. */
    async state(userId: number, method: PaymentMethod, id: number) {
      const found = await one(userId, id);
      if (found.action !== 'buy' || found.method !== method) throw notFound('INVALID_ID');
      return found;
    },

    /** The purchase under way, if any. */
    async ongoing(userId: number) {
      const row = await db
        .selectFrom('credit_transactions')
        .selectAll()
        .where('ongoing_key', '=', String(userId))
        .executeTakeFirst();
      return row ? transactionView(row) : null;
    },
  };
}

export type Purchases = ReturnType<typeof purchasesOf>;
