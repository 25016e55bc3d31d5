import type {
  ChannelTotals,
  PaymentDetail,
  PaymentList,
  PaymentRecord,
  PaymentsFilter,
} from '@quiz/shared/contract';
import { businessDateTime, businessDayEnd, businessDayStart } from '@quiz/shared/format';
import { catalogs } from '@quiz/shared/i18n';
import { failureReasonText, paymentsStaffTexts } from '@quiz/shared/i18n/payments-staff';
import { type Language, PAYMENT_METHODS } from '@quiz/shared/types';
import { nationalPhone, PHONE_PATTERN } from '@quiz/shared/validation';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index';
import { containsPattern } from '../catalogue/search-text';
import { notFound } from '../errors';
import { like, personMatching } from '../players/search';
import { newWorkbook } from '../workbook';

/*
 * What payments staff read (ours; ra-data-simple-rest conventions): the
 * purchases and conversions, the cash-outs, each with every state change,
 * totals per channel, and a CSV a spreadsheet opens as it is (UTF-8 with a
 * byte-order mark, semicolons as French spreadsheets expect). Read only.
 */

export const PAYMENT_SORTS = ['created_at', 'id', 'amount', 'status'] as const;
type Sort = { field: (typeof PAYMENT_SORTS)[number]; order: 'asc' | 'desc' };

/** The most rows one CSV holds; narrower filters give the rest. */
const EXPORT_MAX_ROWS = 50_000;

/** The shortest start of our reference a manager may give: what the player's receipt shows. */
const REFERENCE_PREFIX_MIN = 8;

/**
 * What a manager types to find a payment: our reference or its first 8
 * characters, the provider's, the phone number paid from or to or the
 * player's (in any written form), the player's e-mail, player name, first or
 * last name (ignoring case and accents on the player name).
 */
function matching(db: Db, q: string): RawBuilder<boolean>[] {
  const phone = nationalPhone(q);
  return [
    sql<boolean>`t.reference = ${q}`,
    ...(q.length >= REFERENCE_PREFIX_MIN
      ? [like('t.reference', containsPattern(q).slice(1))] // starts with q
      : []),
    sql<boolean>`t.provider_reference = ${q}`,
    ...(PHONE_PATTERN.test(phone) ? [sql<boolean>`t.phone_number = ${phone}`] : []),
    ...personMatching(db, q),
  ];
}

/**
 * Both lists read alike: purchases name their action and units, cash-outs
 * have none. The tables share the columns read here; queries name cashouts
 * for their types.
 */
function rows(db: Db, list: PaymentList, filter: PaymentsFilter) {
  const purchases = list === 'purchases';
  const table = (purchases ? 'credit_transactions as t' : 'cashouts as t') as 'cashouts as t';
  let query = db
    .selectFrom(table)
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      (purchases ? sql<string>`t.action` : sql<string>`'cashout'`).as('action'),
      (purchases ? sql<number | null>`t.number_of_units` : sql<null>`null`).as('number_of_units'),
      't.id',
      't.method',
      't.status',
      't.amount',
      't.phone_number',
      't.reference',
      't.provider',
      't.provider_reference',
      't.failure_reason',
      't.created_at',
      't.updated_at',
      'u.id as user_id',
      'u.player_name',
      'u.email',
      'u.phone_number as user_phone',
    ]);
  if (filter.status) query = query.where('t.status', '=', filter.status);
  if (filter.method) query = query.where('t.method', '=', filter.method);
  if (filter.action && purchases) query = query.where(sql`t.action`, '=', filter.action);
  if (filter.user_id) query = query.where('t.user_id', '=', filter.user_id);
  // Days are Douala's: a manager's "today" starts at midnight in Cameroon.
  if (filter.from) query = query.where('t.created_at', '>=', businessDayStart(filter.from));
  if (filter.to) query = query.where('t.created_at', '<', businessDayEnd(filter.to));
  const q = filter.q?.trim();
  if (q) query = query.where((eb) => eb.or(matching(db, q)));
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

function record(row: Row): PaymentRecord {
  return {
    id: row.id,
    action: row.action as PaymentRecord['action'],
    method: row.method,
    status: row.status,
    amount: row.amount,
    number_of_units: row.number_of_units,
    phone_number: row.phone_number,
    reference: row.reference,
    provider: row.provider,
    provider_reference: row.provider_reference,
    failure_reason: row.failure_reason,
    player: {
      id: row.user_id,
      player_name: row.player_name,
      email_phone_number: row.email ?? row.user_phone ?? '',
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * A payment as a row of the CSV, in the reader's language: the time in
 * Cameroon's as a date and time spreadsheets read ('2026-04-15 00:05:09'),
 * words for codes, amounts as plain numbers (the currency is in the heading).
 */
function csvRow(payment: PaymentRecord, lang: Language) {
  const texts = paymentsStaffTexts[lang];
  return {
    ...payment,
    created_at: businessDateTime(payment.created_at),
    action: texts.actions[payment.action],
    method: payment.method ? catalogs[lang].payment_methods[payment.method] : '',
    status: texts.statuses[payment.status],
    failure_reason: payment.failure_reason ? failureReasonText(payment.failure_reason, texts) : '',
    player: payment.player.player_name ?? '',
    contact: payment.player.email_phone_number,
  };
}

export function paymentsStaffOf(db: Db) {
  return {
    async list(
      list: PaymentList,
      query: { filter: PaymentsFilter; offset: number; limit: number; sort: Sort },
    ) {
      const filtered = rows(db, list, query.filter);
      const [{ total }, page] = await Promise.all([
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        filtered
          .orderBy(`t.${query.sort.field}`, query.sort.order)
          .orderBy('t.id', query.sort.order)
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
      ]);
      return { records: page.map(record), total: Number(total) };
    },

    /** One purchase or cash-out with every state change, oldest first. */
    async one(list: PaymentList, id: number): Promise<PaymentDetail> {
      const row = await rows(db, list, {}).where('t.id', '=', id).executeTakeFirst();
      if (!row) throw notFound('INVALID_ID');
      const events = await db
        .selectFrom('payment_events')
        .select(['status', 'source', 'provider_reference', 'detail', 'created_at'])
        .where('transaction_kind', '=', list === 'purchases' ? 'purchase' : 'cashout')
        .where('transaction_id', '=', id)
        .orderBy('id')
        .execute();
      return { ...record(row), events };
    },

    /**
     * Each channel's money in and out, and what failed or is still under way,
     * over the same filter as the list beside them (state, channel, search,
     * period). Purchases are mobile-money buys: conversions move no money, so a
     * filter on conversions leaves no purchase.
     */
    async totals(filter: PaymentsFilter): Promise<ChannelTotals[]> {
      const group = (list: PaymentList) =>
        rows(
          db,
          list,
          list === 'purchases' ? { ...filter, action: filter.action ?? 'buy' } : filter,
        )
          .clearSelect()
          .select([
            't.method',
            't.status',
            (eb) => eb.fn.countAll<number>().as('n'),
            sql<number>`coalesce(sum(t.amount), 0)`.as('amount'),
            (list === 'purchases'
              ? sql<number>`coalesce(sum(t.number_of_units), 0)`
              : sql<number>`0`
            ).as('units'),
          ])
          .groupBy(['t.method', 't.status'])
          .execute();
      const [bought, paid] = await Promise.all([group('purchases'), group('cashouts')]);
      const of = (
        list: typeof bought,
        method: string,
        statuses: string[],
        key: 'n' | 'amount' | 'units',
      ) =>
        list
          .filter((row) => row.method === method && statuses.includes(row.status))
          .reduce((sum, row) => sum + Number(row[key]), 0);
      const ongoing = ['INITIATED', 'PENDING'];
      return PAYMENT_METHODS.map((method) => ({
        id: method,
        purchases: of(bought, method, ['SUCCESSFULL'], 'n'),
        purchased_units: of(bought, method, ['SUCCESSFULL'], 'units'),
        purchased_amount: of(bought, method, ['SUCCESSFULL'], 'amount'),
        purchases_failed: of(bought, method, ['FAILURE'], 'n'),
        purchases_pending: of(bought, method, ongoing, 'n'),
        cashouts: of(paid, method, ['SUCCESSFULL'], 'n'),
        cashed_out_amount: of(paid, method, ['SUCCESSFULL'], 'amount'),
        cashouts_failed: of(paid, method, ['FAILURE'], 'n'),
        cashouts_pending: of(paid, method, ongoing, 'n'),
        cashouts_pending_amount: of(paid, method, ongoing, 'amount'),
      }));
    },

    /**
     * A list as CSV a spreadsheet set to French or English opens as it is: UTF-8
     * with a byte-order mark (accents stay whole), semicolons, one row per payment.
     */
    async csv(list: PaymentList, filter: PaymentsFilter, sort: Sort, lang: Language) {
      const found = await rows(db, list, filter)
        .orderBy(`t.${sort.field}`, sort.order)
        .orderBy('t.id', sort.order)
        .limit(EXPORT_MAX_ROWS)
        .execute();
      const workbook = await newWorkbook();
      const sheet = workbook.addWorksheet(list);
      sheet.columns = Object.entries(paymentsStaffTexts[lang].columns).map(([key, header]) => ({
        key,
        header,
      }));
      for (const row of found.map(record)) sheet.addRow(csvRow(row, lang));
      const written = await workbook.csv.writeBuffer({
        formatterOptions: { delimiter: ';', writeBOM: true },
      });
      return Buffer.from(written as ArrayBuffer);
    },
  };
}

export type PaymentsStaff = ReturnType<typeof paymentsStaffOf>;
