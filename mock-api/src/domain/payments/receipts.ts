import { PAGE_SIZES } from '@quiz/shared/constants';
import type { PaymentList, PaymentReceipt } from '@quiz/shared/contract';
import { maskPhone } from '@quiz/shared/format';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { notFound } from '../errors';
import { playerFailureReason } from './player-reasons';

/*
 * A player's receipts of purchases, conversions and cash-outs: what the
 * notification said, kept to print. The number is masked, as on paper it
 * may be seen by others.
 */

const PAGE_SIZE = PAGE_SIZES.M2;

/** Both kinds of transaction as receipts read them, with the list each belongs to. */
function receiptRows(db: Db, userId: number) {
  // method and phone_number differ in nullability between the tables: typed once, as nullable.
  const columns = [
    'id',
    'status',
    'amount',
    'reference',
    'failure_reason',
    'created_at',
    'updated_at',
  ] as const;
  const purchases = db
    .selectFrom('credit_transactions')
    .select([
      ...columns,
      sql<'om' | 'mtn' | null>`method`.as('method'),
      sql<string | null>`phone_number`.as('phone_number'),
      sql<string>`action`.as('action'),
      sql<number | null>`number_of_units`.as('number_of_units'),
      sql<PaymentList>`'purchases'`.as('list'),
    ])
    .where('user_id', '=', userId);
  const cashouts = db
    .selectFrom('cashouts')
    .select([
      ...columns,
      sql<'om' | 'mtn' | null>`method`.as('method'),
      sql<string | null>`phone_number`.as('phone_number'),
      sql<string>`'cashout'`.as('action'),
      sql<number | null>`null`.as('number_of_units'),
      sql<PaymentList>`'cashouts'`.as('list'),
    ])
    .where('user_id', '=', userId);
  return db.selectFrom(purchases.unionAll(cashouts).as('r')).selectAll();
}

type Row = Awaited<ReturnType<ReturnType<typeof receiptRows>['execute']>>[number];

function receiptView(row: Row): PaymentReceipt & { list: PaymentList } {
  return {
    list: row.list,
    id: row.id,
    action: row.action as PaymentReceipt['action'],
    status: row.status,
    amount: row.amount,
    number_of_units: row.number_of_units === null ? null : Number(row.number_of_units),
    method: row.method,
    phone_number: row.phone_number ? maskPhone(row.phone_number) : null,
    reference: row.reference ?? '',
    failure_reason: playerFailureReason(row.status, row.failure_reason),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function receiptsOf(db: Db) {
  return {
    /** One receipt of the player's. */
    async of(userId: number, list: PaymentList, id: number) {
      const row = await receiptRows(db, userId)
        .where('r.list', '=', list)
        .where('r.id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('INVALID_ID');
      const { list: _list, ...receipt } = receiptView(row);
      return receipt;
    },

    /** The player's receipts, newest first, a page at a time. */
    async page(userId: number, page: number) {
      const [{ total }, rows] = await Promise.all([
        receiptRows(db, userId)
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        receiptRows(db, userId)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
      ]);
      return {
        list: rows.map(receiptView),
        number_of_pages: Math.ceil(Number(total) / PAGE_SIZE),
      };
    },
  };
}

export type Receipts = ReturnType<typeof receiptsOf>;
