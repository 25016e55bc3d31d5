import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { TokenRefusedError } from '../domain/accounts/tokens';
import { ApiError } from '../errors';
import { allowedOrigin, messageBudget } from './socket-guards';

/** Close codes of a player's sockets, as the play socket's. */
export const CLOSE = { notAuthenticated: 4401, tooManyRequests: 4429 } as const;

/** Only the site's own pages may open a player's socket with the player's token. */
export async function sameSiteOnly(request: FastifyRequest) {
  if (!allowedOrigin(request.headers.origin, request.headers.host)) {
    throw new ApiError(403, 'NOT_ALLOWED');
  }
}

export interface UserSocket {
  userId: number;
  send(message: object): void;
  /** runs when the socket closes; at once if it closed meanwhile */
  onClose(cleanup: () => void): void;
  readonly closed: boolean;
}

/**
 * The frame of a player's live socket (news, purchases, cash-outs): the
 * token of the query checked, the socket closed with its login (4401) and on
 * a flood of messages (4429), each message handed to `onMessage` otherwise.
 * Null when the token was refused (the socket is closed then).
 */
export async function userSocket(
  app: FastifyInstance,
  socket: WebSocket,
  token: string | undefined,
  onMessage: (data: string) => void = () => {},
): Promise<UserSocket | null> {
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
  socket.on('message', (data: Buffer) => {
    if (!budget.take()) return close(CLOSE.tooManyRequests, 'TOO_MANY_REQUESTS');
    onMessage(data.toString('utf8'));
  });
  try {
    const login = await app.tokens.verifyAccess(token ?? '');
    cleanups.push(
      app.playLogins.bind(login, () => close(CLOSE.notAuthenticated, 'NOT_AUTHENTICATED')),
    );
    return {
      userId: login.userId,
      send,
      onClose(cleanup) {
        if (closed) cleanup();
        else cleanups.push(cleanup);
      },
      get closed() {
        return closed;
      },
    };
  } catch (error) {
    if (error instanceof TokenRefusedError) {
      close(CLOSE.notAuthenticated, 'NOT_AUTHENTICATED');
      return null;
    }
    throw error;
  }
}
