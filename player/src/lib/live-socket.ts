import { http } from './api';

/** Waits before each attempt to open a lost socket again. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * A live socket of the signed-in player (news, purchases, cash-outs): opened
 * with a fresh access token, each message handed over parsed, opened again
 * after a drop up to `attempts` times in a row (an open resets the count).
 * A close with a 4xxx code is the server's refusal and is not retried.
 */
export function liveSocket<M>(
  path: (token: string) => string,
  onMessage: (message: M) => void,
  attempts: number,
) {
  let socket: WebSocket | null = null;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function open() {
    const token = await http.token().catch(() => null);
    if (closed) return;
    const url = new URL(path(token ?? ''), location.href);
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const next = new WebSocket(url);
    socket = next;
    next.onopen = () => {
      failures = 0;
    };
    next.onmessage = (event) => {
      try {
        onMessage(JSON.parse(String(event.data)) as M);
      } catch {
        // Not JSON: nothing to hand over.
      }
    };
    next.onclose = (event) => {
      const refused = event.code >= 4000 && event.code < 5000;
      if (socket !== next || closed || refused || failures >= attempts) return;
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
      failures += 1;
      timer = setTimeout(() => void open(), wait);
    };
  }

  void open();
  return {
    send(message: unknown) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close(1000);
    },
  };
}
