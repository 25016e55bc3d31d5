import { ApiError } from './api';

/*
 * A money action whose answer was lost (the request may have reached the
 * server, the reply never reached the phone) has an unknown outcome: the
 * screens say "pending", never "failed", until the server says which. The
 * action is sent again under its own Idempotency-Key (see money-action.ts):
 * the server answers what it answered the first time, or 409 IN_PROGRESS
 * while the first is still running or was cut by a crash (for a day); then
 * the state is read (orders, requests) to find what became of it.
 */

/** Whether a failure leaves it unknown if the server applied the action. */
export function outcomeUnknown(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status >= 500 ||
    error.body.status_message === 'IN_PROGRESS'
  );
}

/** The server's refusal code of a failure whose outcome is known. */
export const refusalCode = (error: unknown): string =>
  error instanceof ApiError ? error.body.status_message : 'FAIL';

/** Waits between two tries: soon at first (a dropped reply), then every few seconds. */
export const SETTLE_DELAYS_MS = [1_000, 3_000, 5_000];

export interface Settle<T> {
  /** the same action sent again, under its key */
  resend: () => Promise<T>;
  /** what the server's state says became of it; null while it does not say */
  read: () => Promise<T | null>;
  /** the server answered it (or the state shows it) */
  onAnswer: (answer: T) => void;
  /** the server refused it: nothing was done */
  onRefused: (code: string) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Finds out, from the server only, what became of an action whose outcome is
 * unknown; tries until it knows or `stop()` is called (the dialog closed).
 */
export function settle<T>(how: Settle<T>): { stop: () => void; done: Promise<void> } {
  let stopped = false;
  const wait = how.wait ?? sleep;
  const done = (async () => {
    for (let attempt = 0; !stopped; attempt += 1) {
      await wait(SETTLE_DELAYS_MS[Math.min(attempt, SETTLE_DELAYS_MS.length - 1)] ?? 5_000);
      if (stopped) return;
      try {
        const answer = await how.resend();
        if (!stopped) how.onAnswer(answer);
        return;
      } catch (error) {
        if (stopped) return;
        if (!outcomeUnknown(error)) return how.onRefused(refusalCode(error));
        // Still running, or cut on the server: the state says what was done.
        if (error instanceof ApiError && error.body.status_message === 'IN_PROGRESS') {
          const found = await how.read().catch(() => null);
          if (stopped) return;
          if (found !== null) return how.onAnswer(found);
        }
      }
    }
  })();
  return {
    stop: () => {
      stopped = true;
    },
    done,
  };
}
