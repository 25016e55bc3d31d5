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
