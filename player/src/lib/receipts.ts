import type { PaymentReceipt, ReceiptsPage } from '@quiz/shared/contract';
import { type Client, http } from './api';
import { api } from './paths';

type List = 'purchases' | 'cashouts';

/**
 * The newest of my orders of a list, read as the player is asked to confirm a
 * new one: an order of that list with a higher id is then the new one. Null
 * when it could not be read (then no order is taken for the new one).
 */
export async function newestOrder(list: List, client: Client = http): Promise<number | null> {
  try {
    const page = await client.get<ReceiptsPage>(api.credits.receipts(1));
    return Math.max(0, ...page.list.filter((r) => r.list === list).map((r) => r.id));
  } catch {
    return null;
  }
}

/** The order of a list made after `after` that matches, from my receipts (newest first). */
export async function orderAfter(
  list: List,
  after: number | null,
  matches: (receipt: PaymentReceipt) => boolean,
  client: Client = http,
): Promise<PaymentReceipt | null> {
  if (after === null) return null;
  const page = await client.get<ReceiptsPage>(api.credits.receipts(1));
  return page.list.find((r) => r.list === list && r.id > after && matches(r)) ?? null;
}
