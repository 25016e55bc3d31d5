import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { TokenRefusedError } from '../../../domain/accounts/tokens';
import { newsFlags } from '../../../domain/notifications/flags';
import { newsTopic } from '../../../domain/notifications/news';
import { ApiError } from '../../../errors';
import { allowedOrigin, messageBudget } from '../play/socket-guards';

/** Close codes of the news socket, as the play socket's. */
const CLOSE = { notAuthenticated: 4401, tooManyRequests: 4429 } as const;

/**
 * /ws/news/?token=: a player's live news (player spec section 4). On
 * connection it sends the news flags as they stand ({type: 'news_flags'}),
 * then each news of the player's as it is committed, on whichever instance
 * made it ({type: 'friend_request' | 'notification' | ..., data}), and the
 * flags again after the event bus came back (news may have been missed).
 * It reads nothing from the client; a client that sends a flood is closed
 * (4429), and closing the login closes it (4401).
 */
export default async function newsSocket(app: FastifyInstance) {
  app.get<{ Querystring: { token?: string } }>(
    '/ws/news/',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!allowedOrigin(request.headers.origin, request.headers.host)) {
          throw new ApiError(403, 'NOT_ALLOWED');
        }
      },
    },
    async (socket: WebSocket, request) => {
      const cleanups: (() => void)[] = [];
      let closed = false;
      socket.on('close', () => {
        closed = true;
        for (const cleanup of cleanups.splice(0)) cleanup();
      });
      const send = (message: object) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const close = (code: number, statusMessage: string) => {
        send({ status_message: statusMessage, type: 'error' });
        socket.close(code, statusMessage);
      };
      const budget = messageBudget();
      socket.on('message', () => {
        if (!budget.take()) close(CLOSE.tooManyRequests, 'TOO_MANY_REQUESTS');
      });

      let userId: number;
      try {
        const login = await app.tokens.verifyAccess(request.query.token ?? '');
        userId = login.userId;
        cleanups.push(
          app.playLogins.bind(login, () => close(CLOSE.notAuthenticated, 'NOT_AUTHENTICATED')),
        );
      } catch (error) {
        if (error instanceof TokenRefusedError)
          return close(CLOSE.notAuthenticated, 'NOT_AUTHENTICATED');
        throw error;
      }
      const sendFlags = async () => {
        const flags = await newsFlags(app.db, userId);
        if (!closed) send({ status_message: 'OK', type: 'news_flags', data: flags });
      };
      cleanups.push(
        app.events.subscribe(newsTopic(userId), (event) => {
          send({ status_message: 'OK', type: event.type, data: event.data });
        }),
        app.events.onReconnect(() => {
          sendFlags().catch((error: unknown) => request.log.error({ err: error }, 'news flags'));
        }),
      );
      if (closed) {
        for (const cleanup of cleanups.splice(0)) cleanup();
        return;
      }
      await sendFlags();
    },
  );
}
