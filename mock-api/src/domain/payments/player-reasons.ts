import type { PaymentFailureReason, TransactionStatus } from '@quiz/shared/types';

/*
 * A failed order's reason as its player is told it. Payments staff read the
 * provider's own code (payments-staff.ts names each); the player reads one
 * of a few reasons, in words that say what to do: the number, the balance,
 * the limits, the approval, or nothing to do but try again later.
 */

const REASONS: Record<string, PaymentFailureReason> = {
  not_enough_funds: 'not_enough_funds',
  payer_not_found: 'no_account',
  payee_not_found: 'no_account',
  limit_exceeded: 'limit_exceeded',
  rejected: 'rejected',
  approval_rejected: 'rejected',
  expired: 'expired',
  timeout: 'expired',
};

/** The player's reason for an order's stored failure code; null unless it failed. */
export function playerFailureReason(
  status: TransactionStatus,
  code: string | null,
): PaymentFailureReason | null {
  if (status !== 'FAILURE' || !code) return null;
  return REASONS[code] ?? 'failed';
}
