import type { Db } from '../../db/index';

export interface QuoteView {
  id: number;
  quote_en: string;
  quote_fr: string;
  author: string;
}

/**
 * Every quote, the free ones of the explore page and those attached to games
 * alike: a pool small enough to keep in memory and draw from per request.
 */
export function quotePool(db: Db): Promise<QuoteView[]> {
  return db.selectFrom('quotes').select(['id', 'quote_en', 'quote_fr', 'author']).execute();
}
