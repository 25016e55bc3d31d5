import type { QuoteAnswer, QuotesPage, QuoteWithId } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import { QUOTE_FIELDS } from '../quotes/fields';
import type { ResourceAdapter } from './types';

/** What a quote form sends: its three texts, nothing react-admin keeps beside them. */
const quoteBody = (data: Record<string, unknown>) =>
  Object.fromEntries(QUOTE_FIELDS.map((field) => [field, String(data[field] ?? '')]));

/**
 * Quotes (spec section 7 "Quotes"): GET ?step={page} answers 10 quotes, newest
 * first, with number_of_pages and max (handed as the list's meta, for the add link
 * and the page counter); create (POST), update (PUT ?quote_id=) and DELETE ?quote_id=
 * send JSON and answer {quote}.
 */
export function quotesAdapter(http: Http) {
  const paths = api.admin.super.quotes;
  return {
    async getList({ pagination }) {
      const page = pagination?.page ?? 1;
      const { quotes, number_of_pages, max } = await http.get<QuotesPage>(paths.list(page));
      return {
        data: quotes,
        pageInfo: { hasPreviousPage: page > 1, hasNextPage: page < number_of_pages },
        meta: { number_of_pages, max },
      };
    },
    async create({ data }) {
      return { data: (await http.post<QuoteAnswer>(paths.create(), quoteBody(data))).quote };
    },
    async update({ id, data }) {
      const answer = await http.put<QuoteAnswer>(paths.update(Number(id)), quoteBody(data));
      return { data: answer.quote };
    },
    async delete({ id, previousData }) {
      await http.del(paths.remove(Number(id)));
      return { data: (previousData ?? { id }) as QuoteWithId };
    },
  } satisfies ResourceAdapter<QuoteWithId>;
}
