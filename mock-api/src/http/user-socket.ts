import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { socketSession } from './socket-session';

export interface UserSocket {
  userId: number;
  send(message: object): void;
  /** runs when the socket closes; at once if it closed meanwhile */
  onClose(cleanup: () => void): void;
  readonly closed: boolean;
}

/**
 * The frame of a player's live socket (news, purchases, cash-outs): the
 * socket session of every player's socket (token, login, flood), each
 * message handed to `onMessage`. Null when the token was refused (the
 * socket is closed then).
 */
export async function userSocket(
  app: FastifyInstance,
  socket: WebSocket,
  token: string | undefined,
  onMessage: (data: string) => void = () => {},
): Promise<UserSocket | null> {
  const session = socketSession(socket, onMessage);
  const userId = await session.signIn(app, token);
  if (userId === null) return null;
  return {
    userId,
    send: session.send,
    onClose: session.onClose,
    get closed() {
      return session.closed;
    },
  };
}
