import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { newsTopic } from '../../../domain/notifications/news';
import { sameSiteOnly } from '../../../http/socket-session';
import { userSocket } from '../../../http/user-socket';

/**
 * /ws/news/?token=: a player's live news (player spec section 4). On
 * connection it sends the news flags as they stand ({type: 'news_flags'},
 * with the wallet's {credits, gains} as `balance`),
 * then each news of the player's as it is committed, on whichever instance
 * made it ({type: 'friend_request' | 'notification' | ..., data}; `balance`
 * with data {credits, gains} after each change of the wallet), and the
 * flags again after the event bus came back (news may have been missed).
 * It reads nothing from the client; a client that sends a flood is closed
 * (4429), and closing the login closes it (4401).
 */
export default async function newsSocket(app: FastifyInstance) {
  app.get<{ Querystring: { token?: string } }>(
    '/ws/news/',
    { websocket: true, schema: { hide: true }, preValidation: sameSiteOnly },
    async (socket: WebSocket, request) => {
      const user = await userSocket(app, socket, request.query.token);
      if (!user) return;
      // The dots, and the balances as they stand: a change made while no page
      // listened (a stake taken on the play screen) is not missed by the counter.
      const sendFlags = async () => {
        const [flags, balance] = await Promise.all([
          app.newsFlags(user.userId),
          app.balances(user.userId),
        ]);
        if (user.closed) return;
        user.send({ status_message: 'OK', type: 'news_flags', data: { ...flags, balance } });
      };
      user.onClose(
        app.events.subscribe(newsTopic(user.userId), (event) => {
          user.send({ status_message: 'OK', type: event.type, data: event.data });
        }),
      );
      user.onClose(
        app.events.onReconnect(() => {
          sendFlags().catch((error: unknown) => request.log.error({ err: error }, 'news flags'));
        }),
      );
      if (!user.closed) await sendFlags();
    },
  );
}
