import type { LineStatus, StatementLine } from './statements';

/*
 * The matching of a statement with our orders over a period (the rules are
 * written out in docs/reconciliation.md). Pure: the caller reads the orders
 * and the lines of the period, this says what agrees and what differs.
 */

export interface OurOrder {
  kind: 'purchase' | 'cashout';
  id: number;
  /** ours, the UUID the provider was given */
  reference: string | null;
  /** the provider's own id of the payment, once it answered */
  provider_reference: string | null;
  amount: number;
  status: 'PENDING' | 'FAILURE' | 'SUCCESSFULL' | 'INITIATED' | 'CANCELLED';
  created_at: string;
}

export type MismatchField = 'amount' | 'status' | 'direction';

export type Finding =
  | { kind: 'matched'; order: OurOrder; line: StatementLine }
  /** settled on both sides, but differently */
  | { kind: 'mismatch'; order: OurOrder; line: StatementLine; fields: MismatchField[] }
  /** paid on our side, not on theirs */
  | { kind: 'missing_theirs'; order: OurOrder }
  /** paid on theirs, with no order of ours */
  | { kind: 'missing_ours'; line: StatementLine }
  /** a second line for an order already matched: paid twice on their side */
  | { kind: 'duplicate'; order: OurOrder; line: StatementLine };

/** Our states as a statement's: an order not settled yet is pending on both sides. */
const asLine = (status: OurOrder['status']): LineStatus =>
  status === 'SUCCESSFULL'
    ? 'SUCCESSFULL'
    : status === 'FAILURE' || status === 'CANCELLED'
      ? 'FAILURE'
      : 'PENDING';

const key = (text: string | null) => text?.trim().toLowerCase() || null;

/**
 * Matches each line with at most one order, by our reference when the line
 * echoes it, else by the provider's id we stored; compares the amount, the
 * status and the direction of each pair; reports what is on one side only
 * when money moved there (a failed or pending payment missing on the other
 * side moved nothing).
 */
export function reconcile(orders: OurOrder[], lines: StatementLine[]): Finding[] {
  const byReference = new Map<string, OurOrder>();
  const byProviderId = new Map<string, OurOrder>();
  for (const order of orders) {
    const reference = key(order.reference);
    const providerId = key(order.provider_reference);
    if (reference) byReference.set(reference, order);
    if (providerId) byProviderId.set(providerId, order);
  }
  const findings: Finding[] = [];
  const matched = new Set<OurOrder>();
  for (const line of lines) {
    const ref = key(line.reference);
    const order = (ref && byReference.get(ref)) || byProviderId.get(key(line.id) ?? '');
    if (!order) {
      if (line.status === 'SUCCESSFULL') findings.push({ kind: 'missing_ours', line });
      continue;
    }
    if (matched.has(order)) {
      if (line.status === 'SUCCESSFULL') findings.push({ kind: 'duplicate', order, line });
      continue;
    }
    matched.add(order);
    const fields: MismatchField[] = [];
    if (order.amount !== line.amount) fields.push('amount');
    if (asLine(order.status) !== line.status) fields.push('status');
    if ((order.kind === 'purchase' ? 'in' : 'out') !== line.direction) fields.push('direction');
    findings.push(
      fields.length ? { kind: 'mismatch', order, line, fields } : { kind: 'matched', order, line },
    );
  }
  for (const order of orders) {
    if (!matched.has(order) && order.status === 'SUCCESSFULL') {
      findings.push({ kind: 'missing_theirs', order });
    }
  }
  return findings;
}
