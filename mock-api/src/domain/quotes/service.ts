import type { QuoteInput, QuotesPage, QuoteWithId } from '@quiz/shared/contract';
import { quoteSchema } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { pageCount, pageWindow } from '../admin-paging';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { notFound } from '../errors';
import { checked } from '../forms';
import { checkBelowMaximum, readSettings } from '../settings/settings';

/*
 * Quotes management (back-office spec sections 2, 5, 7 "Quotes"): the
 * proverbs of the explore page and of game cards. At most settings.max_quotes
 * exist. A removed quote leaves the games that carried it without one.
 */

async function quoteOf(db: Db, id: number): Promise<QuoteWithId> {
  const row = await db
    .selectFrom('quotes')
    .select(['id', 'author', 'quote_en', 'quote_fr'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  return row;
}

export function quotesOf({ db }: AdminDeps) {
  return {
    /** Newest first, 10 a page. */
    async list(step: number): Promise<QuotesPage> {
      const { limit, offset } = pageWindow(step);
      const [{ total }, quotes, { max_quotes }] = await Promise.all([
        db
          .selectFrom('quotes')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('quotes')
          .select(['id', 'author', 'quote_en', 'quote_fr'])
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        readSettings(db),
      ]);
      return { quotes, number_of_pages: pageCount(total), max: max_quotes };
    },

    async create(managerId: number, input: QuoteInput): Promise<QuoteWithId> {
      const values = checked(quoteSchema, input, 'NOT_CREATED');
      return transact(db, async (trx) => {
        await checkBelowMaximum(trx, 'quotes', 'max_quotes', 'quote');
        const { id } = await trx
          .insertInto('quotes')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        const quote = await quoteOf(trx, id);
        await recordAudit(trx, {
          managerId,
          area: 'quotes',
          action: 'create',
          entityId: id,
          after: quote,
        });
        await catalogueChanged(trx);
        return quote;
      });
    },

    async update(managerId: number, id: number, input: QuoteInput): Promise<QuoteWithId> {
      const values = checked(quoteSchema, input, 'NOT_MODIFIED');
      return transact(db, async (trx) => {
        const before = await quoteOf(trx, id);
        await trx.updateTable('quotes').set(values).where('id', '=', id).execute();
        const after = await quoteOf(trx, id);
        await recordAudit(trx, {
          managerId,
          area: 'quotes',
          action: 'update',
          entityId: id,
          before,
          after,
        });
        await catalogueChanged(trx);
        return after;
      });
    },

    async remove(managerId: number, id: number): Promise<void> {
      await transact(db, async (trx) => {
        const before = await quoteOf(trx, id);
        await trx.updateTable('games').set({ quote_id: null }).where('quote_id', '=', id).execute();
        await trx.deleteFrom('quotes').where('id', '=', id).execute();
        await recordAudit(trx, {
          managerId,
          area: 'quotes',
          action: 'delete',
          entityId: id,
          before,
        });
        await catalogueChanged(trx);
      });
    },
  };
}

export type QuotesManagement = ReturnType<typeof quotesOf>;
