import type { CashoutTransaction, CreditTransaction } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { DomainError } from '../../../domain/errors';
import { newsTopic } from '../../../domain/notifications/news';
import type { PaymentKind } from '../../../domain/payments/orders';
import { sameSiteOnly } from '../../../http/socket-session';
import { userSocket } from '../../../http/user-socket';

type Transaction = CreditTransaction | CashoutTransaction;

interface PaymentSocket<T extends Transaction> {
  path: string;
  kind: PaymentKind;
  ongoing(userId: number): Promise<T | null>;
  one(userId: number, id: number): Promise<T>;
  /** the message about a transaction, in the socket's own words */
  message(status: string, transaction: T | null): object;
}

/** The transaction id a client asks about: {transaction_id}. */
function askedId(data: string): number | null {
  try {
    const id = (JSON.parse(data) as { transaction_id?: unknown }).transaction_id;
    return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
  } catch {
    return null;
  }
}

/**
 * A socket following a player's purchases or cash-outs (player spec sections
 * 4 and 7): on connection the ongoing one (PRIMARY_DISTRIBUTION), each change
 * as it is committed on any instance (ONGOING_PAYMENT_TRANSACTION_NOTIFY),
 * and the transaction a client asks for with {transaction_id}
 * (ONGOING_PAYMENT_TRANSACTION_RETURN, or INVALID_ID).
 */
function paymentSocket<T extends Transaction>(app: FastifyInstance, spec: PaymentSocket<T>) {
  app.get<{ Querystring: { token?: string } }>(
    spec.path,
    { websocket: true, schema: { hide: true }, preValidation: sameSiteOnly },
    async (socket: WebSocket, request) => {
      const failed = (error: unknown) => request.log.error({ err: error }, spec.path);
      const reply = async (userId: number, id: number) => {
        try {
          return spec.message('ONGOING_PAYMENT_TRANSACTION_RETURN', await spec.one(userId, id));
        } catch (error) {
          if (error instanceof DomainError) return { status_message: error.statusMessage };
          throw error;
        }
      };
      let userId = 0;
      const user = await userSocket(app, socket, request.query.token, (data) => {
        const id = askedId(data);
        if (id === null) return user?.send({ status_message: 'BAD' });
        reply(userId, id).then((message) => user?.send(message), failed);
      });
      if (!user) return;
      userId = user.userId;
      user.onClose(
        app.events.subscribe(newsTopic(userId), (event) => {
          const { transaction_id } = (event.data ?? {}) as { transaction_id?: number };
          if (event.type !== spec.kind || !transaction_id) return;
          spec.one(userId, transaction_id).then((transaction) => {
            user.send(spec.message('ONGOING_PAYMENT_TRANSACTION_NOTIFY', transaction));
          }, failed);
        }),
      );
      const ongoing = await spec.ongoing(userId);
      user.send(spec.message('PRIMARY_DISTRIBUTION', ongoing));
    },
  );
}

export default async function paymentSockets(app: FastifyInstance) {
  paymentSocket<CreditTransaction>(app, {
    path: '/ws/buy-credits/',
    kind: 'purchase',
    ongoing: (userId) => app.purchases.ongoing(userId),
    one: (userId, id) => app.purchases.one(userId, id),
    message: (status_message, transaction) => ({
      status_message,
      avialable_transaction: transaction?.is_active ?? false,
      ...(transaction && {
        transaction,
        transaction_id: transaction.id,
        method: transaction.method,
      }),
    }),
  });
  paymentSocket<CashoutTransaction>(app, {
    path: '/ws/cashout/',
    kind: 'cashout',
    ongoing: (userId) => app.cashouts.ongoing(userId),
    one: (userId, id) => app.cashouts.one(userId, id),
    message: (status_message, transaction) => ({
      status_message,
      ...(transaction && {
        transaction,
        method: transaction.method,
        ...(transaction.is_active
          ? { ongoing_transaction_id: transaction.id }
          : { available_transaction_id: transaction.id }),
      }),
    }),
  });
}
