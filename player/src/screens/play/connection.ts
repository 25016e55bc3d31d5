import type { PlaySocketClientMessage, PlaySocketServerMessage } from '@quiz/shared/types';
import { api } from '../../lib/paths';
import { socketSession } from '../../lib/socket-session';
import type { PlayEvent } from './machine';

export interface PlayTarget {
  gameId: number;
  type: 'solo' | 'challenge';
  challengeId?: number;
}

/**
 * Waits between attempts to open a lost connection again: quick first, then
 * every 2 s at most, since a question lasts seconds (and the phone's online
 * event opens it at once when it knows the network is back).
 */
const RETRY_MS = [500, 1_000, 2_000];

/**
 * The play socket of one play screen: the player's socket session, handing
 * every message to the screen with the moment it arrived (on the page's
 * monotonic clock), and opened again after a drop until the screen closes it.
 * On open again the server recovers the play where it stands.
 */
export function playConnection(target: PlayTarget, onEvent: (event: PlayEvent) => void) {
  const session = socketSession<PlaySocketServerMessage, PlaySocketClientMessage>(
    (token) =>
      api.ws.playGame({
        token,
        gameId: target.gameId,
        type: target.type,
        challengeId: target.challengeId,
      }),
    (message) => onEvent({ type: 'received', message, at: performance.now() }),
    { retryMs: RETRY_MS, onDrop: () => onEvent({ type: 'connection_lost' }) },
  );

  // The phone says it is offline before the socket notices: drop it to reconnect sooner.
  const offline = () => session.drop();
  addEventListener('offline', offline);

  return {
    send: session.send,
    close() {
      removeEventListener('offline', offline);
      session.close();
    },
  };
}
