import { ApiError, type Client, http } from './api';
import { outcomeUnknown } from './money-outcome';

type Send = <T>(method: 'POST' | 'PUT', path: string, body: unknown) => Promise<T>;

/** A random key; crypto.randomUUID is missing outside secure contexts (a phone on the LAN in development). */
const randomKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

/**
 * Sends the player's money actions (buy, convert, cash out, send energy, start
 * a challenge) with an Idempotency-Key. The key is made when the player
 * confirms an action and kept for every send of that same action while its
 * outcome is unknown (a double tap, a retry after the network or the server
 * failed, the first send still running), so the server applies it once. Once
 * the server has answered it, the next confirmation is a new action, with a
 * new key, even with the same amounts. Offline, a new action is refused
 * unsent (status -1, OFFLINE), an outcome known at once.
 */
export function moneyAction(client: Client = http, newKey: () => string = randomKey): Send {
  let open: { key: string; request: string } | null = null;
  return async <T>(method: 'POST' | 'PUT', path: string, body: unknown) => {
    const request = `${method} ${path} ${JSON.stringify(body)}`;
    if (open?.request !== request) {
      // A new action while the phone says it is offline is not sent at all, so it is
      // surely not done: the screen says so now rather than "pending", and nothing sends
      // it later behind the player's back. A retry of one whose outcome is unknown is
      // still sent: only the server can tell what became of it.
      if (!navigator.onLine) throw new ApiError(-1, { status_message: 'OFFLINE' });
      open = { key: newKey(), request };
    }
    const sent = open;
    const settle = () => {
      if (open === sent) open = null;
    };
    try {
      const answer = await client.request<T>(method, path, { body, idempotencyKey: sent.key });
      settle();
      return answer;
    } catch (error) {
      if (!outcomeUnknown(error)) settle();
      throw error;
    }
  };
}
