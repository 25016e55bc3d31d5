import { CREDITS_PER_TRANSACTION_MAX } from '@quiz/shared/constants';
import type { CreditPack, CreditTransaction, PaymentInfo } from '@quiz/shared/contract';
import type { PaymentFailureReason } from '@quiz/shared/types';
import type { Translate } from '../../lib/i18n';

/*
 * The acquisition dialogs of the credits screen (player spec sections 2, 5,
 * 6): a pack chosen, then buy, convert or ask a friend; premium asks how many
 * credits (floored, more than the pack's own); buying asks how to pay, then
 * confirms; the purchase ends bought, failed or pending, which the buy
 * socket or a state read resolves.
 */

export type CreditsStep =
  | { step: 'idle' }
  | { step: 'select'; pack: CreditPack }
  | { step: 'calculator'; pack: CreditPack; next: 'buy' | 'convert' }
  | { step: 'payment'; pack: CreditPack; units: number }
  | { step: 'confirm_buy'; pack: CreditPack; units: number; payment: PaymentInfo }
  | { step: 'confirm_convert'; pack: CreditPack; units: number }
  | { step: 'processing' }
  /**
   * Sent, but its answer was lost: pending until the server says what became
   * of it (never "failed" before). `after` is the newest order known before
   * it, so a later one is this one.
   */
  | {
      step: 'unknown';
      action: 'buy' | 'convert';
      units: number;
      amount: number;
      after: number | null;
    }
  | { step: 'pending'; transaction: CreditTransaction }
  | { step: 'bought'; transaction: CreditTransaction }
  /**
   * refused by the server (its status code), or failed at the operator (the
   * reason the server gives, if it gives one)
   */
  | { step: 'buy_failed'; code?: string; reason?: PaymentFailureReason | null }
  | { step: 'converted'; transaction: CreditTransaction }
  | { step: 'convert_failed'; code: string }
  | { step: 'ask' };

/** The premium calculator's entry as units: floored, more than the pack's own, at most what one purchase gives. */
export function premiumUnits(entry: string, pack: CreditPack): number | null {
  // Credits are whole: "60.5", "1e3" or "0x40" are refused, not read as some other number.
  const text = entry.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const units = Number(text);
  return units > pack.units && units <= CREDITS_PER_TRANSACTION_MAX ? units : null;
}

/** Buy or convert chosen for a pack: premium asks how many credits first. */
export function chosen(pack: CreditPack, action: 'buy' | 'convert'): CreditsStep {
  if (pack.greater) return { step: 'calculator', pack, next: action };
  return action === 'buy'
    ? { step: 'payment', pack, units: pack.units }
    : { step: 'confirm_convert', pack, units: pack.units };
}

/** After the calculator: on to payment or to the conversion's confirmation. */
export function counted(pack: CreditPack, units: number, next: 'buy' | 'convert'): CreditsStep {
  return next === 'buy'
    ? { step: 'payment', pack, units }
    : { step: 'confirm_convert', pack, units };
}

/** What a purchase's state shows: bought, still waiting (while it is the ongoing one), or failed. */
export function shownFor(transaction: CreditTransaction): CreditsStep {
  if (transaction.status === 'SUCCESSFULL') return { step: 'bought', transaction };
  const waiting = transaction.status === 'PENDING' || transaction.status === 'INITIATED';
  return waiting && transaction.is_active
    ? { step: 'pending', transaction }
    : { step: 'buy_failed', reason: transaction.failure_reason };
}

/** A purchase heard of (socket, state read): it moves the dialogs on only if it is the one waited on. */
export function heard(current: CreditsStep, transaction: CreditTransaction): CreditsStep {
  if (transaction.action !== 'buy') return current;
  // A purchase newer than the last one known is the one whose answer was lost.
  if (
    current.step === 'unknown' &&
    current.action === 'buy' &&
    current.after !== null &&
    transaction.id > current.after
  ) {
    return shownFor(transaction);
  }
  if (current.step === 'pending' && current.transaction.id === transaction.id) {
    return shownFor(transaction);
  }
  if (current.step === 'idle' && transaction.is_active) return shownFor(transaction);
  return current;
}

/** What an answered conversion or purchase shows. */
export const answeredWith = (action: 'buy' | 'convert', transaction: CreditTransaction) =>
  action === 'buy' ? shownFor(transaction) : ({ step: 'converted', transaction } as const);

/** What a refused conversion or purchase shows. */
export const refusedWith = (action: 'buy' | 'convert', code: string): CreditsStep =>
  action === 'buy' ? { step: 'buy_failed', code } : { step: 'convert_failed', code };

/** Settling moves only the dialog still waiting on it (closed, it stays closed). */
export const settledTo = (current: CreditsStep, next: CreditsStep): CreditsStep =>
  current.step === 'unknown' ? next : current;

/**
 * Sending energy to a friend who asked (spec section 5): only with more than
 * one credit; the count goes up while the sender keeps one and it stays
 * within what was asked, never below 0.
 */
export const canSend = (credits: number) => credits > 1;
export const canAddUnit = (credits: number, units: number, asked: number) =>
  credits - 1 > units && units < asked;
/** The picker starts at what the friend asked, within what the sender can give (one credit kept). */
export const firstUnits = (credits: number, asked: number) =>
  Math.max(0, Math.min(asked, credits - 1));

/** What the credits stepper's buttons and count say to screen readers. */
export const unitLabels = (t: Translate) => ({
  less: t('money.credits.less'),
  more: t('money.credits.more'),
  value: t('money.credits.units'),
});
