import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { TokenRefusedError } from '../domain/accounts/tokens';
import { ApiError } from '../errors';
import { allowedOrigin, messageBudget } from './socket-guards';

/**
 * Close codes every player's socket shares (play, news, payments): 4xxx are
 * refusals, not opened again; 1001, the server stopping, is opened again.
 */
export const SOCKET_CLOSE = {
  goingAway: 1001,
  notAuthenticated: 4401,
  tooManyRequests: 4429,
} as const;

/** Only the site's own pages may open a player's socket with the player's token. */
export async function sameSiteOnly(request: FastifyRequest) {
  if (!allowedOrigin(request.headers.origin, request.headers.host)) {
    throw new ApiError(403, 'NOT_ALLOWED');
  }
}

/** The error message a socket sends before it closes, in the socket's own shape. */
export type SocketError = (statusMessage: string) => { status_message: string };

export interface SocketSession {
  /** JSON to the client, while the socket is open */
  send(message: object): void;
  /** Sends the error, then closes with the code; nothing once the socket is closing. */
  stop(code: number, error: { status_message: string }): void;
  /** runs when the socket closes; at once if it closed meanwhile */
  onClose(cleanup: () => void): void;
  /**
   * The player of the query's token, the socket bound to the login (closing the
   * login closes it with 4401); null when the token was refused (closed with 4401).
   */
  signIn(app: FastifyInstance, token: string | undefined): Promise<number | null>;
  /** closing, by the server or the client */
  readonly stopped: boolean;
  /** the socket is gone */
  readonly closed: boolean;
}

const plainError: SocketError = (statusMessage) => ({
  status_message: statusMessage,
  type: 'error',
});

/**
 * What each player's socket does the same way: JSON sent only while open, a
 * flood of messages closed (4429), the token of the query checked and its login
 * followed (4401), and cleanups run once the socket is gone. Listening starts
 * at once, before the token is checked: `onMessage` gets each message's text
 * within the budget, in order, until the socket is closing.
 */
export function socketSession(
  socket: WebSocket,
  onMessage: (text: string) => void,
  error: SocketError = plainError,
): SocketSession {
  let stopped = false;
  let closed = false;
  const cleanups: (() => void)[] = [];
  socket.on('close', () => {
    stopped = true;
    closed = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  const send = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const stop = (code: number, message: { status_message: string }) => {
    if (stopped) return;
    send(message);
    stopped = true;
    socket.close(code, message.status_message);
  };
  const onClose = (cleanup: () => void) => {
    if (closed) cleanup();
    else cleanups.push(cleanup);
  };
  const budget = messageBudget();
  socket.on('message', (raw) => {
    if (stopped) return;
    if (!budget.take()) return stop(SOCKET_CLOSE.tooManyRequests, error('TOO_MANY_REQUESTS'));
    onMessage(String(raw));
  });
  return {
    send,
    stop,
    onClose,
    async signIn(app, token) {
      const refuse = () => stop(SOCKET_CLOSE.notAuthenticated, error('NOT_AUTHENTICATED'));
      try {
        // The socket keeps its login alone: the player's row is not read.
        const { userId, sessionId } = await app.tokens.verifyLogin(token ?? '');
        onClose(app.playLogins.bind({ userId, sessionId }, refuse));
        return userId;
      } catch (failure) {
        if (failure instanceof TokenRefusedError) {
          refuse();
          return null;
        }
        throw failure;
      }
    },
    get stopped() {
      return stopped;
    },
    get closed() {
      return closed;
    },
  };
}
