import { CASHOUT_MIN_GAINS } from '@quiz/shared/constants';
import type { CashoutTransaction, PaymentInfo } from '@quiz/shared/contract';
import type { PaymentFailureReason } from '@quiz/shared/types';

/*
 * The cash-out dialogs of the gains screen (player spec sections 2, 5, 6):
 * no winnings under the minimum; the payment info form when none is set;
 * confirmation; processing; then success, failure or pending, which the
 * cash-out socket or a state read moves on.
 */

export type CashoutStep =
  | { step: 'idle' }
  | { step: 'no_gain' }
  | { step: 'info' }
  | { step: 'confirm'; info: PaymentInfo }
  | { step: 'processing'; info: PaymentInfo }
  /**
   * Sent, but its answer was lost: pending until the server says what became
   * of it (never "failed" before). `after` is the newest cash-out known before.
   */
  | { step: 'unknown'; info: PaymentInfo; amount: number; after: number | null }
  | { step: 'pending'; transaction: CashoutTransaction }
  | { step: 'success'; transaction: CashoutTransaction }
  /**
   * failed: refused by the server, or at the operator (the reason the server gives, if
   * any), or not sent since the phone was offline
   */
  | { step: 'failure'; reason?: PaymentFailureReason | null; offline?: boolean };

/** Cash out pressed: what comes first. */
export function cashOutPressed(gains: number, info: PaymentInfo | null): CashoutStep {
  if (gains < CASHOUT_MIN_GAINS) return { step: 'no_gain' };
  return info ? { step: 'confirm', info } : { step: 'info' };
}

/**
 * What a cash-out's state shows (spec section 6): active and still pending or
 * initiated is pending; successful is success; anything else is failure.
 */
export function shownFor(transaction: CashoutTransaction): CashoutStep {
  if (transaction.status === 'SUCCESSFULL') return { step: 'success', transaction };
  const waiting = transaction.status === 'PENDING' || transaction.status === 'INITIATED';
  return waiting && transaction.is_active
    ? { step: 'pending', transaction }
    : { step: 'failure', reason: transaction.failure_reason };
}

/** A cash-out heard of (socket, state read): it moves the dialog on only if it is the one shown. */
export function heard(current: CashoutStep, transaction: CashoutTransaction): CashoutStep {
  if (current.step === 'pending' && current.transaction.id === transaction.id) {
    return shownFor(transaction);
  }
  // A cash-out newer than the last one known is the one whose answer was lost.
  if (current.step === 'unknown' && current.after !== null && transaction.id > current.after) {
    return shownFor(transaction);
  }
  // On a fresh screen, a cash-out still being paid is shown at once.
  if (current.step === 'idle' && transaction.is_active) return shownFor(transaction);
  return current;
}

/** Settling moves only the dialog still waiting on it (closed, it stays closed). */
export const settledTo = (current: CashoutStep, next: CashoutStep): CashoutStep =>
  current.step === 'unknown' ? next : current;
