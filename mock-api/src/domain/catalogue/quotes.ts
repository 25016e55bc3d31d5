import type { QuoteWithId } from '@quiz/shared/contract';
import type { Db } from '../../db/index';

/**
 * Every quote, the free ones of the explore page and those attached to games
 * alike: a pool small enough to keep in memory and draw from per request.
 */
export function quotePool(db: Db): Promise<QuoteWithId[]> {
  return db.selectFrom('quotes').select(['id', 'quote_en', 'quote_fr', 'author']).execute();
}
