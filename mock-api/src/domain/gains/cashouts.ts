import { CASHOUT_MIN_GAINS, ENABLED_PAYMENT_METHODS } from '@quiz/shared/constants';
import type { CashoutTransaction, PaymentInfo } from '@quiz/shared/contract';
import type { PaymentMethod } from '@quiz/shared/types';
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

/*
 * Cashing gains out to mobile money (player spec sections 2 "Gains", 5, 7):
 * the whole of the player's gains, at least 1 FCFA, to the number given.
 * The gains are held at once (taken from the wallet into the house's
 * cash-outs account, in the transaction that stores the order) and either
 * paid out or, if the payout fails or expires, given back. One cash-out at
 * a time. Self-exclusion does not stop it: a player may always take their
 * money.
 */

type CashoutRow = {
  id: number;
  method: PaymentMethod;
  status: CashoutTransaction['status'];
  is_active: number;
  amount: number;
  phone_number: string;
  reference: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
};

function cashoutView(row: CashoutRow): CashoutTransaction {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    is_active: row.is_active === 1,
    amount: row.amount,
    phone_number: row.phone_number,
    reference: row.reference ?? '',
    failure_reason: playerFailureReason(row.status, row.failure_reason),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Cash-outs go to the channels players may set today (Orange Money, as the
 * spec shows), and to MTN too where the server is set to pay it out.
 */
export function cashoutsOf(db: Db, orders: Orders, { mtn = false }: { mtn?: boolean } = {}) {
  const reads = new ReadCache();
  const methods: PaymentMethod[] = [
    ...new Set<PaymentMethod>([...ENABLED_PAYMENT_METHODS, ...(mtn ? (['mtn'] as const) : [])]),
  ];
  function checkMethod(method: PaymentMethod, statusMessage: 'BAD' | 'INVALID_PAYMENT_METHOD') {
    if (!methods.includes(method)) {
      throw invalid(statusMessage, { method: M.payment_method_unavailable });
    }
  }

  async function one(userId: number, id: number) {
    const row = await db
      .selectFrom('cashouts')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('INVALID_ID');
    return cashoutView(row);
  }

  async function paymentInfo(userId: number) {
    const row = await db
      .selectFrom('payment_infos')
      .select(['method', 'phone_number'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { status_message: 'OK' as const, payment_info: row ?? null, methods };
  }

  async function ongoing(userId: number) {
    const row = await db
      .selectFrom('cashouts')
      .selectAll()
      .where('ongoing_key', '=', String(userId))
      .executeTakeFirst();
    return row ? cashoutView(row) : null;
  }

  return {
    one,
    ongoing,

    /**
     * GET /api/me/my-gains/: the gains the token check read, and the cash-out
     * under way, kept while unchanged.
     */
    async mine({ userId, wallet, versions }: SignedIn) {
      return {
        status_message: 'OK' as const,
        gains: wallet.gains,
        ongoing: await reads.get(`ongoing-cashout:${userId}`, stampOf(versions, 'player'), () =>
          ongoing(userId),
        ),
      };
    },

    /** POST /api/me/my-gains/cashout/{method}/: all the gains, to `phone`. */
    async cashout(userId: number, method: PaymentMethod, phone: string) {
      checkMethod(method, 'INVALID_PAYMENT_METHOD');
      const { gains } = await balances(db, userId);
      if (gains < CASHOUT_MIN_GAINS) throw invalid('NO_GAIN');
      const id = await transact(db, async (trx) => {
        const row = await trx
          .insertInto('cashouts')
          .values({
            user_id: userId,
            method,
            amount: gains,
            phone_number: phone,
            ...orders.newOrder(userId, 'cashout', method),
          })
          .onConflict((oc) => oc.column('ongoing_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return undefined;
        await post(trx, {
          userId,
          account: 'gains',
          amount: -gains,
          kind: 'cashout_hold',
          reference: ledgerReference('cashout', row.id),
        });
        await orders.created(trx, 'cashout', row.id);
        return row.id;
      }).catch((error: unknown) => {
        // Spent meanwhile (converted into credits): nothing moved.
        if (error instanceof InsufficientBalanceError) throw invalid('NO_GAIN');
        throw error;
      });
      if (id === undefined) throw forbidden('NOT_ALLOWED');
      await orders.start('cashout', id);
      return one(userId, id);
    },

    /** A cash-out of the player's, by the channel it went through. */
    async state(userId: number, method: PaymentMethod, id: number) {
      const found = await one(userId, id);
      if (found.method !== method) throw notFound('INVALID_ID');
      return found;
    },

    /** GET /api/me/payment-info/: the number cash-outs go to, and the channels offered. */
    paymentInfo,

    /** PUT /api/me/payment-info/ */
    async savePaymentInfo(userId: number, info: PaymentInfo) {
      checkMethod(info.method, 'BAD');
      await db
        .insertInto('payment_infos')
        .values({ user_id: userId, ...info, updated_at: isoNow() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...info, updated_at: isoNow() }))
        .execute();
      return paymentInfo(userId);
    },
  };
}

export type Cashouts = ReturnType<typeof cashoutsOf>;
