import type { PlaySocketClientMessage, PlaySocketServerMessage } from '@quiz/shared/types';
import { http } from '../../lib/api';
import { api } from '../../lib/paths';
import type { PlayEvent } from './machine';

export interface PlayTarget {
  gameId: number;
  type: 'solo' | 'challenge';
  challengeId?: number;
}

/** Waits between attempts to open a lost connection again: quick first, then calmer. */
const RETRY_MS = [500, 1_000, 2_000, 4_000, 8_000];

/**
 * The play socket of one play screen. It opens with a fresh access token, hands
 * every message to the screen with the moment it arrived (on the page's monotonic
 * clock), and opens again after a drop until the screen closes it. A close with a
 * 4xxx code is the server's refusal, told in the error message just before: it is
 * not retried. On open again the server recovers the play where it stands.
 */
export function playConnection(target: PlayTarget, onEvent: (event: PlayEvent) => void) {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function open() {
    const token = await http.token().catch(() => null);
    if (closed) return;
    const url = new URL(
      api.ws.playGame({
        token: token ?? '',
        gameId: target.gameId,
        type: target.type,
        challengeId: target.challengeId,
      }),
      location.href,
    );
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const next = new WebSocket(url);
    socket = next;
    next.onopen = () => {
      attempt = 0;
    };
    next.onmessage = (event) => {
      let message: PlaySocketServerMessage;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      onEvent({ type: 'received', message, at: performance.now() });
    };
    next.onclose = (event) => {
      if (socket !== next || closed || (event.code >= 4000 && event.code < 5000)) return;
      onEvent({ type: 'connection_lost' });
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(() => void open(), wait);
    };
  }

  // The phone says it is offline before the socket notices: close it to reconnect sooner.
  const offline = () => socket?.close();
  addEventListener('offline', offline);
  void open();

  return {
    send(message: PlaySocketClientMessage) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close() {
      closed = true;
      clearTimeout(timer);
      removeEventListener('offline', offline);
      socket?.close(1000);
    },
  };
}
