import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreditRequestAccept,
  CreditRequestAnswer,
  CreditRequestInput,
  CreditRequestParams,
  CreditRequestsPage,
  ErrorAnswer,
  IdempotencyHeaders,
  MoneyPageParams,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { idempotent } from '../../../http/idempotency';
import { currentUser } from '../../../plugins/auth';

const BASE = '/api/me/my-credits/request';
const tags = ['credits'];
const REQUEST = `A request is {id, status, sender (on those received) or receiver (on those sent), number_of_units,
message, created_at, sharing {number_of_units} once accepted}; the asker is its sender.`;

/** Credit requests between friends (player spec section 7 "Credits and gains"). */
export default async function creditRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const requests = app.creditRequests;
  const signedIn = { preHandler: app.authenticate };
  const moneyCall = idempotent(app);
  // Each change tells the other player's open pages at once.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.outbox.flush();
  });

  for (const side of ['sender', 'receiver'] as const) {
    app.get(
      `${BASE}/${side}/:page/`,
      {
        ...signedIn,
        schema: {
          operationId: side === 'sender' ? 'creditRequestsSent' : 'creditRequestsReceived',
          tags,
          summary: side === 'sender' ? 'Credit requests I sent' : 'Credit requests I received',
          description: `${REQUEST} Answers {list, number_of_pages}, newest first, 10 a page.${
            side === 'receiver' ? ' Reading a page marks its requests seen (the tab’s dot).' : ''
          }`,
          params: MoneyPageParams,
          response: { 200: CreditRequestsPage, '4xx': ErrorAnswer },
        },
      },
      (request) => {
        const { id } = currentUser(request);
        return side === 'sender'
          ? requests.sent(id, request.params.page)
          : requests.received(id, request.params.page);
      },
    );
  }

  app.post(
    `${BASE}/sender/init/`,
    {
      ...signedIn,
      schema: {
        operationId: 'askCredits',
        tags,
        summary: 'Ask a friend for credits',
        description: `${REQUEST} Body {receiver (a friend's id), number_of_units (1 to 1000), message (optional)}.
The friend is notified. Answers 201 {status_message, request}. 400 NOT_CREATED errors.receiver
validation.friend_required when the receiver is not a friend.`,
        body: CreditRequestInput,
        response: { 201: CreditRequestAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const created = await requests.init(currentUser(request).id, request.body);
      return reply.status(201).send({ status_message: 'OK', request: created });
    },
  );

  app.delete(
    `${BASE}/sender/cancel/:requestId/`,
    {
      ...signedIn,
      schema: {
        operationId: 'cancelCreditRequest',
        tags,
        summary: 'Cancel a credit request I sent',
        description: `Answers {status_message, request}. 404 INVALID_ID for a request I did not send; 409
NOT_MODIFIED when it is no longer pending.`,
        params: CreditRequestParams,
        response: { 200: CreditRequestAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      request: await requests.cancel(currentUser(request).id, request.params.requestId),
    }),
  );

  app.delete(
    `${BASE}/receiver/decline/:requestId/`,
    {
      ...signedIn,
      schema: {
        operationId: 'declineCreditRequest',
        tags,
        summary: 'Decline a credit request I received',
        description: `Answers {status_message, request}. 404 INVALID_ID for a request I did not receive; 409
NOT_MODIFIED when it is no longer pending.`,
        params: CreditRequestParams,
        response: { 200: CreditRequestAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      request: await requests.decline(currentUser(request).id, request.params.requestId),
    }),
  );

  app.put(
    `${BASE}/receiver/accept/:requestId/`,
    {
      ...moneyCall,
      schema: {
        operationId: 'acceptCreditRequest',
        tags,
        summary: 'Send credits to the friend who asked',
        description: `Body {number_of_units}: 1 to what was asked. The credits move through the ledger once, however
often this is sent; the sender keeps at least 1 credit (400 INSUFFICIENT otherwise, nothing moved). The asker is
notified. Answers {status_message, request} with sharing set. 400 BAD errors.number_of_units
validation.units_over_request above what was asked; 404 INVALID_ID; 409 NOT_MODIFIED when no longer pending.
Takes an Idempotency-Key.`,
        headers: IdempotencyHeaders,
        params: CreditRequestParams,
        body: CreditRequestAccept,
        response: { 200: CreditRequestAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      request: await requests.accept(
        currentUser(request).id,
        request.params.requestId,
        request.body.number_of_units,
      ),
    }),
  );
}
