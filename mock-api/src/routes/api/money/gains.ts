import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CashoutAnswer,
  CashoutInput,
  ErrorAnswer,
  IdempotencyHeaders,
  MethodParams,
  MoneyPageParams,
  MyGains,
  PaymentInfo,
  PaymentInfoAnswer,
  ReceiptAnswer,
  ReceiptParams,
  ReceiptsPage,
  TransactionParams,
} from '@quiz/shared/contract';
import { cashoutRequestSchema, paymentInfoAnySchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { idempotent } from '../../../http/idempotency';
import { formBody } from '../../../http/validate';
import { currentUser } from '../../../plugins/auth';

const tags = ['gains'];
const CASHOUT = `A cash-out is {id, method, status (INITIATED, PENDING, SUCCESSFULL, FAILURE), is_active (true while it is
being paid), amount (FCFA), phone_number, reference (ours), created_at, updated_at}.`;

/** Gains, cash-outs and the payment info they go to (player spec section 7 "Credits and gains"). */
export default async function gainsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const moneyCall = idempotent(app);

  app.get(
    '/api/me/my-gains/',
    {
      ...signedIn,
      schema: {
        operationId: 'getMyGains',
        tags,
        summary: 'My gains and the cash-out being paid, if any',
        description: CASHOUT,
        response: { 200: MyGains, '4xx': ErrorAnswer },
      },
    },
    (request) => app.cashouts.mine(currentUser(request)),
  );

  app.post(
    '/api/me/my-gains/cashout/:method/',
    {
      ...moneyCall,
      validatorCompiler: formBody(cashoutRequestSchema),
      schema: {
        operationId: 'cashOut',
        tags,
        summary: 'Cash all my gains out to a mobile-money number',
        description: `${CASHOUT} Body {phone_number}. The gains are held at once and paid out by the channel; if the
payout fails or expires they come back to the gains. One cash-out at a time (403 NOT_ALLOWED while one is being
paid). Errors: 400 NO_GAIN (below 1 FCFA), INVALID_PAYMENT_METHOD (a channel not set up: only om today), BAD.
Takes an Idempotency-Key.`,
        headers: IdempotencyHeaders,
        params: MethodParams,
        body: CashoutInput,
        response: { 200: CashoutAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      transaction: await app.cashouts.cashout(
        currentUser(request).id,
        request.params.method,
        request.body.phone_number,
      ),
    }),
  );

  app.get(
    '/api/me/my-gains/cashout/:method/:transactionId/state/',
    {
      ...signedIn,
      schema: {
        operationId: 'getCashoutState',
        tags,
        summary: 'The state of one of my cash-outs',
        description: `${CASHOUT} 404 INVALID_ID for a cash-out that is not mine or not by that method.`,
        params: TransactionParams,
        response: { 200: CashoutAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      transaction: await app.cashouts.state(
        currentUser(request).id,
        request.params.method,
        request.params.transactionId,
      ),
    }),
  );

  const paymentInfoDoc = `Answers {status_message, payment_info: {method, phone_number} or null, methods: the
channels a player can set up (om; MTN is not set up yet, as the spec says).}`;

  app.get(
    '/api/me/payment-info/',
    {
      ...signedIn,
      schema: {
        operationId: 'getPaymentInfo',
        tags,
        summary: 'The number my cash-outs go to',
        description: `Not shown by the spec (a helper-based call); placed beside my details. ${paymentInfoDoc}`,
        response: { 200: PaymentInfoAnswer, '4xx': ErrorAnswer },
      },
    },
    (request) => app.cashouts.paymentInfo(currentUser(request).id),
  );

  app.put(
    '/api/me/payment-info/',
    {
      ...signedIn,
      validatorCompiler: formBody(paymentInfoAnySchema),
      schema: {
        operationId: 'savePaymentInfo',
        tags,
        summary: 'Set the number my cash-outs go to',
        description: `Body {method, phone_number}. 400 BAD with errors.method validation.payment_method_unavailable
for mtn unless the server pays MTN out (MTN_CASHOUT). ${paymentInfoDoc}`,
        body: PaymentInfo,
        response: { 200: PaymentInfoAnswer, '4xx': ErrorAnswer },
      },
    },
    (request) => app.cashouts.savePaymentInfo(currentUser(request).id, request.body),
  );

  app.get(
    '/api/me/receipts/:list/:transactionId/',
    {
      ...signedIn,
      schema: {
        operationId: 'getReceipt',
        tags,
        summary: 'The receipt of one of my purchases, conversions or cash-outs',
        description: `Ours: the spec names no receipt. list is purchases (buys and conversions) or cashouts. Answers
{status_message, receipt: {id, action, status, amount, number_of_units, method, phone_number (masked), reference,
created_at, updated_at}}. 404 INVALID_ID for one that is not mine.`,
        params: ReceiptParams,
        response: { 200: ReceiptAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      receipt: await app.receipts.of(
        currentUser(request).id,
        request.params.list,
        request.params.transactionId,
      ),
    }),
  );

  app.get(
    '/api/me/receipts/:page/',
    {
      ...signedIn,
      schema: {
        operationId: 'listReceipts',
        tags,
        summary: 'My receipts: purchases, conversions and cash-outs, newest first',
        description: `Ours. Answers {list: receipts each with its list (purchases or cashouts), number_of_pages}, 10 a
page.`,
        params: MoneyPageParams,
        response: { 200: ReceiptsPage, '4xx': ErrorAnswer },
      },
    },
    (request) => app.receipts.page(currentUser(request).id, request.params.page),
  );
}
