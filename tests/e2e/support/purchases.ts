import { type APIResponse, expect, type Page } from '@playwright/test';

/** A way to pay, as the player site sends it. */
export interface Payment {
  method: 'om' | 'mtn';
  phone_number: string;
}

export interface Purchase {
  id: number;
  reference: string;
}

/**
 * Asks for the basic pack (10 credits, 950 FCFA) through the API with the
 * player's token, as the site's buy button does; the sandbox pays a number
 * ending in 1, refuses one ending in 8, waits with one ending in 9. Answers
 * the server's answer as it is, refusals included.
 */
export function askForBasicPack(
  page: Page,
  access: string,
  payment: Payment,
): Promise<APIResponse> {
  return page.request.put('/api/me/my-credits/', {
    headers: { authorization: `Bearer ${access}` },
    data: { number_of_units: 10, pack_type: 'basic_pack', action: 'buy', payment_infos: payment },
  });
}

/** The basic pack bought through the API (askForBasicPack), accepted by the server. */
export async function buyBasicPack(
  page: Page,
  access: string,
  payment: Payment,
): Promise<Purchase> {
  const answer = await askForBasicPack(page, access, payment);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { transaction: Purchase }).transaction;
}

/**
 * Waits until the provider has settled a purchase (the sandbox takes a tenth of
 * a second) and answers its final status: SUCCESSFULL or FAILURE.
 */
export async function settledStatus(
  page: Page,
  access: string,
  method: Payment['method'],
  purchase: Purchase,
): Promise<string> {
  let status = '';
  await expect
    .poll(
      async () => {
        const state = await page.request.get(`/api/buy-credits/${method}/${purchase.id}/state/`, {
          headers: { authorization: `Bearer ${access}` },
        });
        ({ status } = ((await state.json()) as { transaction: { status: string } }).transaction);
        return status;
      },
      { timeout: 15_000 },
    )
    .not.toMatch(/^(INITIATED|PENDING)$/);
  return status;
}
