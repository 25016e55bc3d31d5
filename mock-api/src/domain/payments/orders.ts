import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@quiz/shared/types';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../../db/index';
import type { Database, PaymentSource, TransactionStatus } from '../../db/schema';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import type { Clock } from '../clock';
import { invalid } from '../errors';
import { moveHouse, post } from '../ledger/ledger';
import { notificationTexts, type Receipt } from '../messages/templates';
import { recordNews } from '../notifications/news';
import { notify } from '../notifications/notify';
import type { Reactions } from '../reactions/index';
import {
  type Callback,
  type Direction,
  NOT_FOUND,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentProviders,
  type ProviderState,
} from './provider';

/*
 * Orders to mobile-money providers: purchases of credits (collections) and
 * cash-outs (payouts). An order is stored with our reference before the
 * provider hears of it, so no answer lost on the way loses the order. From
 * then on only the provider's answer to a status read moves it on (a
 * callback just asks for one), once: the move is conditional on the order
 * being still as it was when read, and its ledger movements are keyed by the
 * order. Nothing reads an order back while its start is under way: read
 * then, it is unknown to the provider, which would fail it while the payment
 * goes on. An order still pending past its expiry fails, its hold released.
 */

export type PaymentKind = 'purchase' | 'cashout';

export interface PaymentTiming {
  /** how long the payer has to approve (Orange Money's payment token lives about 7 minutes) */
  expiryMs: number;
  /** how long after a read an ongoing order is read again */
  pollMs: number;
  /** how long a provider may take to take an order */
  startTimeoutMs: number;
}

type Trx = Transaction<Database>;

const ONGOING: TransactionStatus[] = ['INITIATED', 'PENDING'];
const DIRECTION: Record<PaymentKind, Direction> = { purchase: 'collection', cashout: 'payout' };
const CHANNEL = { om: 'channel_om', mtn: 'channel_mtn' } as const;

/**
 * Both kinds share the columns of an order; queries name cashouts for their
 * types and work the same on credit_transactions.
 */
const TABLE = { purchase: 'credit_transactions', cashout: 'cashouts' } as const;
const tableOf = (kind: PaymentKind) => TABLE[kind] as 'cashouts';

interface OrderRow {
  id: number;
  user_id: number;
  method: PaymentMethod;
  status: TransactionStatus;
  amount: number;
  phone_number: string;
  reference: string;
  provider: string;
  provider_reference: string | null;
  expires_at: string | null;
  created_at: string;
  number_of_units?: number;
}

/** What a status read was based on: the order must still be so when the answer is applied. */
type ReadBasis = Pick<OrderRow, 'status' | 'provider_reference'>;

export const ledgerReference = (kind: PaymentKind, id: number) =>
  `${kind === 'purchase' ? 'credit_transaction' : 'cashout'}:${id}`;

const receiptOf = (row: OrderRow): Receipt => ({
  amount: row.amount,
  units: row.number_of_units ?? 0,
  method: row.method,
  phone: row.phone_number,
  reference: row.reference,
  at: new Date(),
});

/** The ledger work and the player's notice of an order that settled, in its transaction. */
const SETTLED: Record<
  PaymentKind,
  Record<'SUCCESSFULL' | 'FAILURE', (trx: Trx, row: OrderRow) => Promise<void>>
> = {
  purchase: {
    async SUCCESSFULL(trx, row) {
      const units = row.number_of_units ?? 0;
      const reference = ledgerReference('purchase', row.id);
      await post(trx, {
        userId: row.user_id,
        account: 'credits',
        amount: units,
        kind: 'purchase',
        reference,
      });
      await moveHouse(trx, {
        from: CHANNEL[row.method],
        to: 'sales',
        unit: 'fcfa',
        amount: row.amount,
        kind: 'purchase_paid',
        reference,
        userId: row.user_id,
      });
      await notify(trx, [
        {
          userId: row.user_id,
          kind: 'payment',
          ...notificationTexts.purchaseSucceeded(receiptOf(row)),
        },
      ]);
    },
    async FAILURE(trx, row) {
      await notify(trx, [
        {
          userId: row.user_id,
          kind: 'payment',
          ...notificationTexts.purchaseFailed(receiptOf(row)),
        },
      ]);
    },
  },
  cashout: {
    async SUCCESSFULL(trx, row) {
      await moveHouse(trx, {
        from: 'cashouts_pending',
        to: CHANNEL[row.method],
        unit: 'fcfa',
        amount: row.amount,
        kind: 'cashout_paid',
        reference: ledgerReference('cashout', row.id),
        userId: row.user_id,
      });
      await notify(trx, [
        {
          userId: row.user_id,
          kind: 'payment',
          ...notificationTexts.cashoutSucceeded(receiptOf(row)),
        },
      ]);
    },
    async FAILURE(trx, row) {
      await post(trx, {
        userId: row.user_id,
        account: 'gains',
        amount: row.amount,
        kind: 'cashout_released',
        reference: ledgerReference('cashout', row.id),
      });
      await notify(trx, [
        {
          userId: row.user_id,
          kind: 'payment',
          ...notificationTexts.cashoutFailed(receiptOf(row)),
        },
      ]);
    },
  },
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ordersOf(
  db: Db,
  providers: PaymentProviders,
  timing: PaymentTiming,
  reactions: Pick<Reactions, 'paymentSettled'>,
  now: Clock,
) {
  const later = (ms: number) => new Date(now().getTime() + ms).toISOString();
  /**
   * Orders whose start is under way here, the provider not having answered
   * yet; `heard` when their provider called back meanwhile, to be read once
   * the start is recorded rather than left to the next poll.
   */
  const starting = new Map<string, { heard: boolean }>();
  const keyOf = (kind: PaymentKind, id: number) => `${kind}:${id}`;

  /**
   * Whether the order's start is over: answered, or no longer awaited (past
   * its timeout, with the margin of a poll for another instance's start).
   * Before that, the provider may not know the order yet.
   */
  function startOver(row: OrderRow) {
    if (row.status !== 'INITIATED') return true;
    const startEnds = Date.parse(row.created_at) + timing.startTimeoutMs + timing.pollMs;
    return now().getTime() >= startEnds;
  }

  /** The order, locked until the transaction ends (SQLite runs one transaction at a time). */
  async function findLocked(trx: Trx, kind: PaymentKind, id: number) {
    const query = trx.selectFrom(tableOf(kind)).selectAll().where('id', '=', id);
    const locked = trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
    return (await locked.executeTakeFirst()) as OrderRow | undefined;
  }

  async function find(trx: Db, kind: PaymentKind, id: number): Promise<OrderRow | undefined> {
    return (await trx
      .selectFrom(tableOf(kind))
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as OrderRow | undefined;
  }

  const orderOf = (kind: PaymentKind, row: OrderRow): PaymentOrder => ({
    direction: DIRECTION[kind],
    reference: row.reference,
    method: row.method,
    amount: row.amount,
    phone: row.phone_number,
  });

  async function logEvent(
    trx: Db,
    kind: PaymentKind,
    id: number,
    event: {
      status: TransactionStatus;
      source: PaymentSource;
      providerReference?: string | null;
      detail?: string | null;
    },
  ) {
    await trx
      .insertInto('payment_events')
      .values({
        transaction_kind: kind,
        transaction_id: id,
        status: event.status,
        source: event.source,
        provider_reference: event.providerReference ?? null,
        detail: event.detail ?? null,
      })
      .execute();
  }

  /**
   * Moves an ongoing order to what the provider said, once, if the order is
   * still as it was when the provider was asked: an answer to a read of an
   * order that moved since is stale, and dropped.
   */
  async function apply(
    kind: PaymentKind,
    id: number,
    state: ProviderState,
    source: PaymentSource,
    basis: ReadBasis,
  ) {
    const settled = await transact(db, async (trx) => {
      const row = await findLocked(trx, kind, id);
      if (!row || !ONGOING.includes(row.status)) return null;
      if (row.status !== basis.status || row.provider_reference !== basis.provider_reference) {
        return null;
      }
      const providerReference = state.providerReference ?? row.provider_reference;
      const table = tableOf(kind);
      const ongoing = trx.updateTable(table).where('id', '=', id).where('status', 'in', ONGOING);
      if (state.amount !== undefined && state.amount !== row.amount) {
        // Never credit what we did not ask for: payments staff decide. The
        // order is no longer read back, nor the player's ongoing one, so it
        // blocks no other purchase or cash-out (a held cash-out stays held).
        await ongoing
          .set({ next_check_at: null, is_active: 0, ongoing_key: null, updated_at: isoNow(now()) })
          .execute();
        await logEvent(trx, kind, id, {
          status: row.status,
          source,
          providerReference,
          detail: `amount_mismatch: provider says ${state.amount}, ours ${row.amount}`,
        });
        return null;
      }
      if (state.status === 'PENDING') {
        const pending = {
          provider_reference: providerReference,
          next_check_at: later(timing.pollMs),
        };
        if (state.paymentUrl && kind === 'purchase') {
          await trx
            .updateTable('credit_transactions')
            .set({ payment_url: state.paymentUrl })
            .where('id', '=', id)
            .execute();
        }
        const started = await ongoing
          .where('status', '=', 'INITIATED')
          .set({ ...pending, status: 'PENDING', updated_at: isoNow(now()) })
          .executeTakeFirst();
        if (Number(started.numUpdatedRows) === 1) {
          await logEvent(trx, kind, id, { status: 'PENDING', source, providerReference });
        } else {
          await ongoing.set(pending).execute();
        }
        return null;
      }
      const moved = await ongoing
        .set({
          status: state.status,
          is_active: 0,
          ongoing_key: null,
          next_check_at: null,
          provider_reference: providerReference,
          failure_reason: state.status === 'FAILURE' ? (state.reason ?? 'failed') : null,
          updated_at: isoNow(now()),
        })
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return null;
      await logEvent(trx, kind, id, {
        status: state.status,
        source,
        providerReference,
        detail: state.reason,
      });
      await SETTLED[kind][state.status](trx, row);
      await recordNews(trx, row.user_id, { type: kind, transaction_id: id, status: state.status });
      return { kind, userId: row.user_id, status: state.status };
    });
    if (settled) await reactions.paymentSettled(settled);
  }

  /** Places the order and applies the provider's answer; without one, it stays INITIATED for the reconciler. */
  async function startNow(kind: PaymentKind, id: number) {
    const row = await find(db, kind, id);
    const provider = row && providers.byName(row.provider);
    if (!row || !provider) return;
    let state: ProviderState;
    try {
      state = await withTimeout(provider.start(orderOf(kind, row)), timing.startTimeoutMs);
    } catch (error) {
      await db
        .updateTable(tableOf(kind))
        .set({ next_check_at: later(timing.pollMs) })
        .where('id', '=', id)
        .execute();
      await logEvent(db, kind, id, {
        status: row.status,
        source: 'start',
        detail: `no answer: ${reasonOf(error)}`,
      });
      return;
    }
    await apply(kind, id, state, 'start', row);
  }

  const orders = {
    /**
     * The columns every new order starts with: our reference first of all.
     * Refused when no provider serves the channel.
     */
    newOrder(userId: number, kind: PaymentKind, method: PaymentMethod) {
      const provider = providers.forMethod(method, DIRECTION[kind]);
      if (!provider)
        throw invalid('INVALID_PAYMENT_METHOD', { method: M.payment_method_unavailable });
      return {
        status: 'INITIATED' as const,
        is_active: 1,
        reference: randomUUID(),
        provider: provider.name,
        expires_at: later(timing.expiryMs),
        // Not read back before the provider had its chance to answer the start.
        next_check_at: later(timing.startTimeoutMs + timing.pollMs),
        ongoing_key: String(userId),
        // On the server's clock, as the end of the start window is read.
        created_at: isoNow(now()),
        updated_at: isoNow(now()),
      };
    },

    /** Writes down an order just stored, in the transaction that stored it. */
    async created(trx: Db, kind: PaymentKind, id: number) {
      await logEvent(trx, kind, id, { status: 'INITIATED', source: 'start' });
    },

    /** Places a stored order with its provider; no read of it is acted on meanwhile. */
    async start(kind: PaymentKind, id: number): Promise<void> {
      const key = keyOf(kind, id);
      const start = { heard: false };
      starting.set(key, start);
      try {
        await startNow(kind, id);
      } finally {
        starting.delete(key);
      }
      if (start.heard) await orders.refresh(kind, id, 'callback');
    },

    /**
     * Reads an order back from its provider and applies what it says. An
     * order whose start is under way is left alone (a callback for one started
     * here is read once its start is recorded); one already settled is
     * not moved again; if the provider now says otherwise (a payout that
     * went through after it expired here), the difference is written down
     * for payments staff. "Not found" fails only an order the provider never
     * took: for one it took, it is written down and the order read again.
     */
    async refresh(kind: PaymentKind, id: number, source: 'poll' | 'callback') {
      // A provider may call back before its answer to the start reaches us:
      // heard now, read once the start is recorded.
      const startHere = starting.get(keyOf(kind, id));
      if (startHere) {
        if (source === 'callback') startHere.heard = true;
        return;
      }
      const row = await find(db, kind, id);
      const provider = row && providers.byName(row.provider);
      if (!row || !provider || !startOver(row)) return;
      let state: ProviderState;
      try {
        state = await provider.status({
          ...orderOf(kind, row),
          providerReference: row.provider_reference,
        });
      } catch (error) {
        await logEvent(db, kind, id, {
          status: row.status,
          source,
          detail: `status unread: ${reasonOf(error)}`,
        });
        return;
      }
      if (!ONGOING.includes(row.status)) {
        if (state.status !== 'PENDING' && state.status !== row.status) {
          await logEvent(db, kind, id, {
            status: row.status,
            source,
            providerReference: state.providerReference,
            detail: `provider now says ${state.status}`,
          });
        }
        return;
      }
      const taken = row.status !== 'INITIATED' || row.provider_reference !== null;
      if (state.status === 'FAILURE' && state.reason === NOT_FOUND && taken) {
        await logEvent(db, kind, id, {
          status: row.status,
          source,
          detail: `status unread: ${NOT_FOUND} for an order the provider took`,
        });
        return;
      }
      const expired =
        state.status === 'PENDING' && row.expires_at !== null && row.expires_at <= isoNow(now());
      if (expired) {
        await apply(kind, id, { ...state, status: 'FAILURE', reason: 'expired' }, 'expiry', row);
      } else {
        await apply(kind, id, state, source, row);
      }
    },

    /** The order a reference of ours names. */
    async byReference(reference: string) {
      for (const kind of ['purchase', 'cashout'] as const) {
        const row = await db
          .selectFrom(tableOf(kind))
          .select(['id', 'provider', 'provider_reference'])
          .where('reference', '=', reference)
          .executeTakeFirst();
        if (row) return { kind, ...row };
      }
      return null;
    },

    /** Whether a callback may be heard for this order: from its own provider, with its proof if it has one. */
    provenBy(
      provider: PaymentProvider,
      callback: Callback,
      order: { provider: string | null; provider_reference: string | null },
    ) {
      if (order.provider !== provider.name) return false;
      return provider.verifyCallback?.(callback, order.provider_reference) ?? true;
    },

    /**
     * Orders due to be read back, each claimed for one poll interval, so
     * instances side by side do not read the same order at once.
     */
    async claimDue(limit = 20) {
      const claimed: { kind: PaymentKind; id: number }[] = [];
      for (const kind of ['purchase', 'cashout'] as const) {
        const due = await db
          .selectFrom(tableOf(kind))
          .select(['id', 'next_check_at'])
          .where('status', 'in', ONGOING)
          .where('next_check_at', '<=', isoNow(now()))
          .orderBy('next_check_at')
          .limit(limit)
          .execute();
        for (const row of due) {
          const taken = await db
            .updateTable(tableOf(kind))
            .set({ next_check_at: later(timing.pollMs) })
            .where('id', '=', row.id)
            .where('next_check_at', '=', row.next_check_at)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) === 1) claimed.push({ kind, id: row.id });
        }
      }
      return claimed;
    },
  };
  return orders;
}

export type Orders = ReturnType<typeof ordersOf>;
