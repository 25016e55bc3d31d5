import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreditsUpdate,
  CreditTransactionAnswer,
  ErrorAnswer,
  IdempotencyHeaders,
  MyCredits,
  TransactionParams,
} from '@quiz/shared/contract';
import { creditsUpdateSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { idempotent } from '../../../http/idempotency';
import { formBody } from '../../../http/validate';
import { currentUser } from '../../../plugins/auth';

const tags = ['credits'];
const TRANSACTION = `A transaction is {id, action (buy or convert), method (om, mtn; null for a conversion), status
(INITIATED, PENDING, SUCCESSFULL, FAILURE), is_active (true while it is the player's ongoing purchase), number_of_units,
amount (FCFA), phone_number, reference (ours, on receipts), created_at, updated_at}.`;

/** Buying and converting credits (player spec section 7 "Credits and gains"). */
export default async function creditsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const moneyCall = idempotent(app);

  app.get(
    '/api/me/my-credits/',
    {
      ...signedIn,
      schema: {
        operationId: 'getMyCredits',
        tags,
        summary: 'Credit packs, the tabs’ dots and my balances',
        description: `packages: {code, units, unit_reduction, greater}; a credit costs unit_price less the pack's
unit_reduction (FCFA). indicators: requests_received (unread) and requests_sent (still pending).`,
        response: { 200: MyCredits, '4xx': ErrorAnswer },
      },
    },
    (request) => app.purchases.mine(currentUser(request)),
  );

  app.put(
    '/api/me/my-credits/',
    {
      ...moneyCall,
      validatorCompiler: formBody(creditsUpdateSchema),
      schema: {
        operationId: 'updateMyCredits',
        tags,
        summary: 'Buy credits with mobile money, or convert gains into credits',
        description: `${TRANSACTION} Body {number_of_units, pack_type (single, basic, normal, premium or their long
names), action: buy with payment_infos {method, phone_number}, or convert}. A fixed pack sells exactly its units,
premium more than its units. buy stores the order with our reference, asks the channel for the payment and answers
the transaction, usually PENDING: the credits come once the channel says it was paid (buy-credits socket, or GET the
state); one purchase at a time (403 NOT_ALLOWED while one is under way). convert takes the price from the gains and
gives the credits at once (SUCCESSFULL). Errors: 400 BAD (a field), INVALID_CREDIT_TYPE, INVALID_NUMBER_OF_UNITS,
INVALID_PAYMENT_METHOD (no provider for the channel), OVERFLOW (more than 1000 credits at once), INSUFFICIENT (gains
below the price of a conversion). Takes an Idempotency-Key.`,
        headers: IdempotencyHeaders,
        body: CreditsUpdate,
        response: { 200: CreditTransactionAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      transaction: await app.purchases.update(currentUser(request).id, request.body),
    }),
  );

  app.get(
    '/api/buy-credits/:method/:transactionId/state/',
    {
      ...signedIn,
      schema: {
        operationId: 'getPurchaseState',
        tags,
        summary: 'The state of one of my purchases',
        description: `${TRANSACTION} 404 INVALID_ID for a purchase that is not mine or not by that method.`,
        params: TransactionParams,
        response: { 200: CreditTransactionAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      transaction: await app.purchases.state(
        currentUser(request).id,
        request.params.method,
        request.params.transactionId,
      ),
    }),
  );
}
