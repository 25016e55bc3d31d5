import type { MeDetails } from '@quiz/shared/contract';
import { type Client, http } from './api';
import { api } from './paths';
import { keepDetails, session } from './session';

/**
 * The balances as the server last told them (a balance news, a money answer):
 * the header's credits counter follows at once, on every page.
 */
export function keepBalance(balance: { credits: number; gains?: number }): void {
  const { details } = session.get();
  if (!details) return;
  const same =
    details.number_of_credits === balance.credits &&
    (balance.gains === undefined || details.gains === balance.gains);
  if (same) return;
  keepDetails({
    ...details,
    number_of_credits: balance.credits,
    my_credits: balance.credits,
    gains: balance.gains ?? details.gains,
  });
}

/**
 * Reads the balances again: after the news feed was cut, changes may have come
 * while nobody listened. A failed read leaves the counter as it was.
 */
export async function refreshBalance(client: Client = http): Promise<void> {
  try {
    const { details } = await client.get<MeDetails>(api.me.details());
    keepBalance({
      credits: details.user_details.number_of_credits,
      gains: details.user_details.gains,
    });
  } catch {
    // The next balance news or page load brings it.
  }
}
