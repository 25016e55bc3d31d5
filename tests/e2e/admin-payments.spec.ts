import { readFileSync } from 'node:fs';
import { expect as expectOf, type Page } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the payments screens say, in each language. */
const SAID = {
  en: {
    purchases: 'Purchases',
    cashouts: 'Cash-outs',
    search: 'Reference or phone number',
    failed: 'Failed',
    successful: 'Successful',
    events: 'State changes',
    totals: 'Totals of the period',
    failedTotals: 'Failed: ',
    export: 'Export (.csv)',
    back: 'Back to the list',
    heading: 'Purchase · 950 FCFA',
    games: 'Games management',
  },
  fr: {
    purchases: 'Achats',
    cashouts: 'Retraits',
    search: 'Référence ou numéro de téléphone',
    failed: 'Échoué',
    successful: 'Réussi',
    events: 'Changements d’état',
    totals: 'Totaux de la période',
    failedTotals: 'Échoués : ',
    export: 'Exporter (.csv)',
    back: 'Retour à la liste',
    heading: 'Achat · 950 FCFA',
    games: 'Gestion des jeux',
  },
} as const;

/**
 * The demo player buys the basic pack from `phone` through the sandbox provider (the
 * API), and waits until the provider has settled it: one purchase runs at a time.
 */
async function buyBasicPack(page: Page, phone: string) {
  const headers = { authorization: `Bearer ${await accessToken(page, 'player')}` };
  const answer = await page.request.put('/api/me/my-credits/', {
    headers,
    data: {
      number_of_units: 10,
      pack_type: 'basic_pack',
      action: 'buy',
      payment_infos: { method: 'om', phone_number: phone },
    },
  });
  expectOf(answer.ok(), await answer.text()).toBe(true);
  const { transaction } = (await answer.json()) as { transaction: { id: number } };
  await expectOf
    .poll(
      async () => {
        const state = await page.request.get(`/api/buy-credits/om/${transaction.id}/state/`, {
          headers,
        });
        return ((await state.json()) as { transaction: { status: string } }).transaction.status;
      },
      { timeout: 15_000 },
    )
    .not.toMatch(/^(INITIATED|PENDING)$/);
}

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: a payments manager finds a refused purchase by phone number, reads its state changes and exports the list`, async ({
    page,
    consoleErrors,
  }) => {
    // One purchase paid, one refused by the payer (the sandbox's number ending in 8).
    await buyBasicPack(page, `69000${lang === 'fr' ? '2' : '3'}001`);
    const refused = `69000${lang === 'fr' ? '2' : '3'}008`;
    await buyBasicPack(page, refused);
    await logInToBackOffice(page, 'payments', lang);
    // The payments area is the home of a payments manager, who sees nothing of the others.
    await expect(page).toHaveURL(/\/administration\/purchases/);
    await expect(page.getByRole('menuitem', { name: s.cashouts, exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: s.games, exact: true })).toHaveCount(0);

    const rows = page.getByRole('row');
    await expect(page.getByRole('cell', { name: s.failed }).first()).toBeVisible();
    await page.getByPlaceholder(s.search).fill(refused);
    // Only the refused purchase is left: the heading row and its row.
    await expect(rows).toHaveCount(2);
    const totals = page.getByRole('region', { name: s.totals });
    await expect(totals.getByRole('article', { name: 'Orange Money' })).toContainText(
      s.failedTotals,
    );

    // The CSV export holds the filtered list, headings in the manager's language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: s.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('purchases.csv');
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect(csv).toContain(refused);

    await rows.nth(1).click();
    await expect(page.getByRole('heading', { name: s.heading })).toBeVisible();
    const events = page.getByRole('table', { name: s.events });
    // Its heading, then started, sent to the provider, refused by the payer.
    await expect(events.getByRole('row')).toHaveCount(4);
    await expect(events.getByRole('cell', { name: s.failed })).toBeVisible();
    await page.getByRole('link', { name: s.back }).click();
    await expect(page).toHaveURL(/\/administration\/purchases/);
    expect(consoleErrors).toEqual([]);
  });
}

test('a games manager has no payments area, and the payments API refuses them', async ({
  page,
  consoleErrors,
}) => {
  await logInToBackOffice(page, 'games', 'en');
  await expect(page.getByRole('menuitem', { name: 'Purchases', exact: true })).toHaveCount(0);
  await page.goto('/administration/purchases');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  const token = await accessToken(page, 'games');
  const answer = await page.request.get('/api/admin/payments/purchases/', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(403);
  expect(consoleErrors).toEqual([]);
});
