import type { PaymentList, PaymentReceipt } from '@quiz/shared/contract';
import { maskPhone } from '@quiz/shared/format';
import type { Db } from '../../db/index';
import { notFound } from '../errors';

/**
 * A player's receipt of a purchase, conversion or cash-out: what the
 * notification said, kept to print. The number is masked, as on paper it
 * may be seen by others.
 */
async function receiptOf(
  db: Db,
  userId: number,
  list: PaymentList,
  id: number,
): Promise<PaymentReceipt> {
  const row =
    list === 'purchases'
      ? await db
          .selectFrom('credit_transactions')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      : await db
          .selectFrom('cashouts')
          .selectAll()
          .select((eb) => [eb.val('cashout').as('action'), eb.val(null).as('number_of_units')])
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  return {
    id: row.id,
    action: row.action as PaymentReceipt['action'],
    status: row.status,
    amount: row.amount,
    number_of_units: row.number_of_units as number | null,
    method: row.method,
    phone_number: row.phone_number ? maskPhone(row.phone_number) : null,
    reference: row.reference ?? '',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function receiptsOf(db: Db) {
  return {
    of: (userId: number, list: PaymentList, id: number) => receiptOf(db, userId, list, id),
  };
}

export type Receipts = ReturnType<typeof receiptsOf>;
