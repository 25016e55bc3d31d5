import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChannelTotals,
  ErrorAnswer,
  PaymentDetail,
  PaymentListParams,
  PaymentParams,
  PaymentRecord,
  PaymentsExportQuery,
  PaymentsFilter,
  RestListQuery,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PAYMENT_SORTS } from '../../../../domain/payments/staff';
import { restList, sendRange } from '../../../../http/simple-rest';

const tags = ['admin: payments'];
const FILTER = `filter {status?, method? (om, mtn), action? (purchases: buy or convert), user_id?, q? (our reference
or its first 8 characters or more, the provider's, a phone number in any written form, the player's e-mail, player name,
first or last name), from?, to? (YYYY-MM-DD, days in Africa/Douala, both included)}`;

/**
 * The payments view (ours, ra-data-simple-rest conventions, read only):
 * payments and super managers answer players' questions about their money.
 */
export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const readers = app.requireRole('super', 'payments');
  const staff = () => app.paymentsStaff;

  app.get(
    '/api/admin/payments/totals/',
    {
      onRequest: readers,
      schema: {
        operationId: 'paymentTotals',
        tags,
        summary: 'Money in and out per channel, with what failed or is under way',
        description: `ra-data-simple-rest list, one record per channel (id om or mtn), over the list's own ${FILTER}.
Purchases count mobile-money buys only; conversions move no money (action convert leaves none).`,
        querystring: RestListQuery,
        response: { 200: Type.Array(ChannelTotals), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const list = restList(request.query, PaymentsFilter, { sortable: ['id'] });
      const records = await staff().totals(list.filter);
      return sendRange(reply, 'totals', { offset: 0 }, { records, total: records.length });
    },
  );

  app.get(
    '/api/admin/payments/:list/',
    {
      onRequest: readers,
      schema: {
        operationId: 'listPayments',
        tags,
        summary: 'Purchases (and conversions) or cash-outs, newest first',
        description: `ra-data-simple-rest list of purchases or cashouts: ${FILTER}, range [first,last] (at most 500),
sort [created_at|id|amount|status, ASC|DESC]. Content-Range: <list> first-last/total. 400 BAD names the bad parameter.`,
        params: PaymentListParams,
        querystring: RestListQuery,
        response: { 200: Type.Array(PaymentRecord), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const list = restList(request.query, PaymentsFilter, { sortable: PAYMENT_SORTS });
      return sendRange(
        reply,
        request.params.list,
        list,
        await staff().list(request.params.list, list),
      );
    },
  );

  app.get(
    '/api/admin/payments/:list/export/',
    {
      onRequest: readers,
      schema: {
        operationId: 'exportPayments',
        tags,
        summary: 'A list of purchases or cash-outs as CSV',
        description: `${FILTER}, sort as the list's, lang fr (default) or en for the headings. UTF-8 with a byte-order
mark and semicolons, as spreadsheets set to French read it; 50,000 rows at most.`,
        params: PaymentListParams,
        querystring: PaymentsExportQuery,
        response: {
          200: { description: 'the list', content: { 'text/csv': { schema: Type.String() } } },
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const { filter, sort } = restList(
        { filter: request.query.filter, sort: request.query.sort },
        PaymentsFilter,
        { sortable: PAYMENT_SORTS },
      );
      const csv = await staff().csv(request.params.list, filter, sort, request.query.lang ?? 'fr');
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${request.params.list}.csv"`)
          // A Buffer is sent as it is: no serializer reads it.
          .send(csv as never)
      );
    },
  );

  app.get(
    '/api/admin/payments/:list/:id/',
    {
      onRequest: readers,
      schema: {
        operationId: 'getPayment',
        tags,
        summary: 'A purchase or cash-out with every state change and provider reference',
        description: `The record of the list with events [{status, source (start, callback, poll, expiry),
provider_reference, detail, created_at}], oldest first. 404 INVALID_ID.`,
        params: PaymentParams,
        response: { 200: PaymentDetail, '4xx': ErrorAnswer },
      },
    },
    (request) => staff().one(request.params.list, request.params.id),
  );
}
