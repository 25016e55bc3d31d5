import { randomUUID } from 'node:crypto';
import {
  type Callback,
  NOT_FOUND,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderState,
} from './provider';

/*
 * The sandbox provider: every branch of the payment screens reachable by
 * hand, chosen by the last digit of the phone number (the README lists them):
 *   8  fails, rejected by the payer, after the delay
 *   7  fails, expired, after the delay
 *   9  stays pending for `pendingMs`, then succeeds
 *   6  succeeds after the delay and sends its callback twice
 *   5  succeeds after the delay and never sends a callback
 *   any other digit succeeds after the delay.
 * It keeps no state: an order's start time travels in the provider's
 * reference, so its state reads the same after a restart and from any
 * instance, as a real provider's would.
 */

export interface SandboxOptions {
  delayMs: number;
  pendingMs: number;
  /** sends a callback body to our callback route */
  deliver: (rawBody: string) => Promise<void>;
  now?: () => number;
}

const PREFIX = 'sandbox';

function startedAt(providerReference: string | null): number | null {
  const [prefix, time] = providerReference?.split(':') ?? [];
  const started = Number(time);
  return prefix === PREFIX && Number.isSafeInteger(started) ? started : null;
}

export function sandboxProvider({
  delayMs,
  pendingMs,
  deliver,
  now = Date.now,
}: SandboxOptions): PaymentProvider & { close(): void } {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      // A callback the server could not take is lost, as a real one would be.
      work().catch(() => {});
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const digit = (phone: string) => phone.at(-1) ?? '0';
  const settlesAfter = (phone: string) => (digit(phone) === '9' ? pendingMs : delayMs);

  function outcome(phone: string): ProviderState {
    switch (digit(phone)) {
      case '8':
        return { status: 'FAILURE', reason: 'rejected' };
      case '7':
        return { status: 'FAILURE', reason: 'expired' };
      default:
        return { status: 'SUCCESSFULL' };
    }
  }

  return {
    name: PREFIX,
    directions: ['collection', 'payout'],
    async start(order: PaymentOrder) {
      const providerReference = `${PREFIX}:${now()}:${randomUUID()}`;
      const callbacks = { '5': 0, '6': 2 }[digit(order.phone)] ?? 1;
      const body = JSON.stringify({ reference: order.reference });
      for (let sent = 0; sent < callbacks; sent += 1) {
        later(settlesAfter(order.phone) + 10, () => deliver(body));
      }
      return { status: 'PENDING', providerReference, amount: order.amount };
    },
    async status(order) {
      const started = startedAt(order.providerReference);
      // Never placed here (the start did not get through): nothing was taken.
      if (started === null) return { status: 'FAILURE', reason: NOT_FOUND };
      const base = { providerReference: order.providerReference, amount: order.amount };
      if (now() - started < settlesAfter(order.phone)) return { ...base, status: 'PENDING' };
      return { ...base, ...outcome(order.phone) };
    },
    callbackReference({ rawBody }: Callback) {
      try {
        const { reference } = JSON.parse(rawBody) as { reference?: unknown };
        return typeof reference === 'string' ? reference : null;
      } catch {
        return null;
      }
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
