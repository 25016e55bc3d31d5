import Papa from 'papaparse';
import type { OurOrder } from './matching';
import { MAPPINGS } from './statements';

/** The instant as the MTN MoMo export writes it: Douala wall clock, to the second. */
const doualaTime = (iso: string) =>
  new Date(Date.parse(iso) + 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The sandbox provider's own statement of the orders it carried, written as
 * an MTN MoMo export (the first heading of each field of its mapping), so the
 * whole reconciliation runs without an operator: settled orders only, as a
 * provider lists what it settled.
 */
export function sandboxStatement(orders: OurOrder[]): string {
  const mtn = MAPPINGS.mtn_momo;
  const settled = orders.filter(
    (order) => order.status === 'SUCCESSFULL' || order.status === 'FAILURE',
  );
  return Papa.unparse({
    fields: [
      mtn.id[0],
      mtn.reference[0],
      mtn.date[0],
      mtn.type[0],
      mtn.amount[0],
      'Currency',
      mtn.status[0],
    ].map((heading) => (heading ?? '').replace(/\b\w/g, (letter) => letter.toUpperCase())),
    data: settled.map((order) => [
      order.provider_reference ?? `sandbox:${order.id}`,
      order.reference ?? '',
      doualaTime(order.created_at),
      order.kind === 'purchase' ? 'Payment' : 'Disbursement',
      order.amount,
      'XAF',
      order.status === 'SUCCESSFULL' ? 'SUCCESSFUL' : 'FAILED',
    ]),
  });
}
