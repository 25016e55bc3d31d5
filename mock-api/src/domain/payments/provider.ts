import type { PaymentMethod } from '@quiz/shared/types';

/*
 * What a mobile-money provider does for us, written as providers behave
 * rather than as we would wish: a call may time out with the order taken or
 * not, a callback may come twice or never and proves nothing, and only the
 * provider's own answer to "what became of this order?" settles anything.
 * MTN MoMo, Orange Money and aggregators (CinetPay, Notch Pay, Campay) all
 * fit: each takes our reference with the order and answers its state by it.
 */

/** collection: the player pays us (buying credits); payout: we pay the player (cash-out). */
export type Direction = 'collection' | 'payout';

export interface PaymentOrder {
  direction: Direction;
  /** ours, a UUID stored before the provider is called: MTN's X-Reference-Id, Orange's order_id */
  reference: string;
  method: PaymentMethod;
  /** FCFA, whole */
  amount: number;
  /** the payer's or payee's number in national form (9 digits) */
  phone: string;
}

/**
 * The reason a provider gives for an order it has no trace of. It means the
 * start never got through only for an order the provider never answered:
 * once the provider took it, it is no outcome (a read too early, a glitch).
 */
export const NOT_FOUND = 'not_found';

/** What the provider says of an order. Its amount is checked against ours, never used instead. */
export interface ProviderState {
  status: 'PENDING' | 'SUCCESSFULL' | 'FAILURE';
  /** the provider's own id of the order, once it has one */
  providerReference?: string | null;
  amount?: number;
  /** why it failed, in the provider's words (rejected, expired, not_found...) */
  reason?: string;
  /** where the payer approves, for a provider whose payers do it on its page (Orange's web payment) */
  paymentUrl?: string;
}

/** A callback as it arrived: its URL, the headers and the raw body, which a signature covers. */
export interface Callback {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface PaymentProvider {
  /** stored with each order, so it is polled by the provider that took it */
  readonly name: string;
  /** what it does: take payments (collection), pay out, or both */
  readonly directions: readonly Direction[];
  /** Places the order. Throws when the provider could not be reached or did not answer in time. */
  start(order: PaymentOrder): Promise<ProviderState>;
  /** Reads the order's state back: the only source of truth. */
  status(order: PaymentOrder & { providerReference: string | null }): Promise<ProviderState>;
  /**
   * The reference of ours a callback is about, or null when it is none of
   * ours or its signature does not hold. A hint to poll, nothing more.
   */
  callbackReference(callback: Callback): string | null;
  /**
   * Whether a callback is the provider's own for this order (a token it gave
   * with the order, a signature), for providers that offer a proof. Without
   * one, a callback still only asks for a status read.
   */
  verifyCallback?(callback: Callback, providerReference: string | null): boolean;
}

/** The providers by channel, and each by name for the orders it carries. */
export interface PaymentProviders {
  /** undefined when no provider set up for the channel does this */
  forMethod(method: PaymentMethod, direction: Direction): PaymentProvider | undefined;
  byName(name: string): PaymentProvider | undefined;
}

/** Per channel, the providers set up for it, the first that does a direction taking it. */
export function providersOf(
  byMethod: Partial<Record<PaymentMethod, PaymentProvider[]>>,
): PaymentProviders {
  const all = Object.values(byMethod).flat();
  const named = new Map(all.map((provider) => [provider.name, provider]));
  return {
    forMethod: (method, direction) =>
      byMethod[method]?.find((provider) => provider.directions.includes(direction)),
    byName: (name) => named.get(name),
  };
}
