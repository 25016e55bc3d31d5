import { http } from './api';

export interface SocketSessionOptions {
  /** waits before each attempt to open a lost socket again, the last one repeated */
  retryMs: readonly number[];
  /** drops in a row opened again (an open resets the count); no limit when left out */
  attempts?: number;
  /** a drop that will be opened again, told before the wait */
  onDrop?: () => void;
}

/**
 * A socket of the signed-in player, as every live screen keeps it (play,
 * news, purchases, cash-outs): opened with a fresh access token in the
 * query, each JSON message handed over parsed (anything else is dropped),
 * opened again after a drop, at once when the phone says it is back online.
 * A close with a 4xxx code is the server's
 * refusal (told in the error message just before) and is not opened again.
 */
export function socketSession<In, Out = unknown>(
  path: (token: string) => string,
  onMessage: (message: In) => void,
  { retryMs, attempts = Number.POSITIVE_INFINITY, onDrop }: SocketSessionOptions,
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
      let message: In;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        // Not JSON: nothing to hand over.
        return;
      }
      onMessage(message);
    };
    next.onclose = (event) => {
      const refused = event.code >= 4000 && event.code < 5000;
      if (socket !== next || closed || refused || failures >= attempts) return;
      onDrop?.();
      const wait = retryMs[Math.min(failures, retryMs.length - 1)];
      failures += 1;
      timer = setTimeout(() => void open(), wait);
    };
  }

  // The network is back: open now rather than at the end of the wait, so a
  // short outage costs the player no more than the outage itself.
  const online = () => {
    const state = socket?.readyState;
    if (closed || state === WebSocket.OPEN || state === WebSocket.CONNECTING) return;
    clearTimeout(timer);
    void open();
  };
  addEventListener('online', online);

  void open();
  return {
    send(message: Out) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    /** Drops the socket as the network would: it is opened again as after any drop. */
    drop() {
      socket?.close();
    },
    close() {
      closed = true;
      removeEventListener('online', online);
      clearTimeout(timer);
      socket?.close(1000);
    },
  };
}

/** Waits before each attempt to open a lost live socket again. */
const LIVE_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * A live socket of the signed-in player (news, purchases, cash-outs): the
 * player's socket session, opened again after a drop up to `attempts` times
 * in a row (an open resets the count).
 */
export function liveSocket<M>(
  path: (token: string) => string,
  onMessage: (message: M) => void,
  attempts: number,
) {
  const { send, close } = socketSession<M>(path, onMessage, { retryMs: LIVE_RETRY_MS, attempts });
  return { send, close };
}
