import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  OkAnswer,
  QuoteAnswer,
  QuoteIdQuery,
  QuoteInput,
  QuotesPage,
  QuotesQuery,
} from '@quiz/shared/contract';
import { quoteSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { formBody } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const QUOTES = '/api/admin/super/quotes/';
const tags = ['admin: quotes'];
const BODY = `Body {author, quote_en, quote_fr}, each required (the shared quote form). Players see changes at once.`;

/** Quotes management (back-office spec section 7 "Quotes"): super managers only. */
export default async function quotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');
  const quotes = () => app.admin.quotes;

  app.get(
    QUOTES,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listQuotes',
        tags,
        summary: 'Quotes, newest first, 10 a page',
        description:
          'Answers {quotes, number_of_pages, max}: max is the most quotes that may exist (settings.max_quotes).',
        querystring: QuotesQuery,
        response: { 200: QuotesPage, '4xx': ErrorAnswer },
      },
    },
    (request) => quotes().list(request.query.step),
  );

  app.post(
    QUOTES,
    {
      onRequest: superOnly,
      validatorCompiler: formBody(quoteSchema, 'NOT_CREATED'),
      schema: {
        operationId: 'createQuote',
        tags,
        summary: 'Add a quote',
        description: `${BODY} Answers 201 {status_message, quote}. 400 NOT_CREATED with errors per field; at
the maximum, 409 NOT_CREATED with errors.quote validation.max_reached.`,
        body: QuoteInput,
        response: { 201: QuoteAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const quote = await quotes().create(currentUser(request).id, request.body);
      return reply.status(201).send({ status_message: 'OK', quote });
    },
  );

  app.put(
    QUOTES,
    {
      onRequest: superOnly,
      validatorCompiler: formBody(quoteSchema, 'NOT_MODIFIED'),
      schema: {
        operationId: 'updateQuote',
        tags,
        summary: 'Edit a quote',
        description: `${BODY} Answers {status_message, quote}. 400 NOT_MODIFIED with errors per field; 404 INVALID_ID.`,
        querystring: QuoteIdQuery,
        body: QuoteInput,
        response: { 200: QuoteAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      quote: await quotes().update(currentUser(request).id, request.query.quote_id, request.body),
    }),
  );

  app.delete(
    QUOTES,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'removeQuote',
        tags,
        summary: 'Remove a quote',
        description:
          'The games that carried it show none from then on. Answers {status_message}. 404 INVALID_ID.',
        querystring: QuoteIdQuery,
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await quotes().remove(currentUser(request).id, request.query.quote_id);
      return { status_message: 'OK' as const };
    },
  );
}
