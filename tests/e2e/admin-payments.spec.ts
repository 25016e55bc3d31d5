import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice, sideways } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { buyBasicPack, settledStatus } from './support/purchases';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the payments screens say, in each language. */
const SAID = {
  en: {
    purchases: 'Purchases',
    cashouts: 'Cash-outs',
    search: 'Name, e-mail, phone or reference',
    status: 'Status',
    channel: 'Channel',
    last7: 'Last 7 days',
    yesterday: 'Yesterday',
    allDates: 'All dates',
    custom: 'Custom',
    from: 'From',
    to: 'To',
    moneyIn: 'Money in: ',
    failed: 'Failed',
    successful: 'Successful',
    events: 'State changes',
    totals: 'Totals of the period',
    failedTotals: 'Failed: ',
    export: 'Export (.csv)',
    back: 'Back to the list',
    heading: 'Purchase · 950 FCFA',
    csvHeadings: 'Date (Cameroon time);Operation;Channel;Status;Amount (FCFA)',
    csvRow: ';Purchase;Orange Money;Failed;950;10;',
    reason: 'Refused by the payer',
    games: 'Games management',
  },
  fr: {
    purchases: 'Achats',
    cashouts: 'Retraits',
    search: 'Nom, e-mail, téléphone ou référence',
    status: 'État',
    channel: 'Canal',
    last7: '7 derniers jours',
    yesterday: 'Hier',
    allDates: 'Toutes les dates',
    custom: 'Personnalisée',
    from: 'Du',
    to: 'Au',
    moneyIn: 'Entrées : ',
    failed: 'Échoué',
    successful: 'Réussi',
    events: 'Changements d’état',
    totals: 'Totaux de la période',
    failedTotals: 'Échoués : ',
    export: 'Exporter (.csv)',
    back: 'Retour à la liste',
    heading: 'Achat · 950 FCFA',
    csvHeadings: 'Date (heure du Cameroun);Opération;Canal;Statut;Montant (FCFA)',
    csvRow: ';Achat;Orange Money;Échoué;950;10;',
    reason: 'Refusé par le payeur',
    games: 'Gestion des jeux',
  },
} as const;

/** Today in Cameroon, as both languages write it on the calendars: DD/MM/YYYY. */
const doualaToday = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Douala' }).format(new Date());
const isoToday = () => doualaToday().split('/').reverse().join('-');

/**
 * The demo player buys the basic pack from `phone` through the sandbox provider (the
 * API), and waits until the provider has settled it: one purchase runs at a time.
 */
async function buyBasicPackFrom(page: Page, phone: string) {
  const access = await accessToken(page, 'player');
  const purchase = await buyBasicPack(page, access, { method: 'om', phone_number: phone });
  await settledStatus(page, access, 'om', purchase);
}

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: a payments manager finds a refused purchase by phone number, reads its state changes and exports the list`, async ({
    page,
    consoleErrors,
  }) => {
    // One purchase paid, one refused by the payer (the sandbox's number ending in 8).
    await buyBasicPackFrom(page, `69000${lang === 'fr' ? '2' : '3'}001`);
    const refused = `69000${lang === 'fr' ? '2' : '3'}008`;
    await buyBasicPackFrom(page, refused);
    await logInToBackOffice(page, 'payments', lang);
    // A payments manager lands on the day's money, and sees nothing of the other areas.
    await expect(page).toHaveURL(/\/administration\/money-today/);
    await page.getByRole('menuitem', { name: s.purchases, exact: true }).click();
    await expect(page).toHaveURL(/\/administration\/purchases/);
    await expect(page.getByRole('menuitem', { name: s.cashouts, exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: s.games, exact: true })).toHaveCount(0);

    const rows = page.getByRole('row');
    await expect(page.getByRole('cell', { name: s.failed }).first()).toBeVisible();
    await page.getByPlaceholder(s.search).fill(refused);
    // Only the refused purchase is left: the heading row and its row.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('950 FCFA');
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
    // Words for codes, the amount a number under its currency, the time in Cameroon's.
    const [headings = '', row = ''] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(headings).toContain(s.csvHeadings);
    expect(row).toContain(s.csvRow);
    expect(row).toMatch(new RegExp(`;${isoToday()} \\d{2}:\\d{2}:\\d{2};`));
    expect(row).not.toMatch(/;(buy|om|FAILURE|rejected);/);

    await rows.nth(1).click();
    await expect(page.getByRole('heading', { name: s.heading })).toBeVisible();
    const events = page.getByRole('table', { name: s.events });
    // Its heading, then started, sent to the provider, refused by the payer.
    await expect(events.getByRole('row')).toHaveCount(4);
    await expect(events.getByRole('cell', { name: s.failed })).toBeVisible();
    // Why, in the manager's words, on the payment and on its failed state change.
    await expect(page.getByRole('cell', { name: s.reason })).toHaveCount(2);
    await page.getByRole('link', { name: s.back }).click();
    await expect(page).toHaveURL(/\/administration\/purchases/);
    expect(consoleErrors).toEqual([]);
  });
}

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: a payments manager filters failed Orange Money purchases of the last 7 days, the totals follow, and finds a player by name`, async ({
    page,
    consoleErrors,
  }) => {
    const paid = `69000${lang === 'fr' ? '4' : '5'}001`;
    const refused = `69000${lang === 'fr' ? '4' : '5'}008`;
    await buyBasicPackFrom(page, paid);
    await buyBasicPackFrom(page, refused);
    await logInToBackOffice(page, 'payments', lang);
    await page.getByRole('menuitem', { name: s.purchases, exact: true }).click();
    await expect(page).toHaveURL(/\/administration\/purchases/);
    const totals = page.getByRole('region', { name: s.totals });
    const orange = totals.getByRole('article', { name: 'Orange Money' });
    const moneyIn = orange.getByText(s.moneyIn);
    // Something came in through Orange Money: the purchase just paid.
    await expect(moneyIn).not.toContainText(`${s.moneyIn}0 FCFA`);

    // Failed ones only: the list and the totals both follow.
    const totalsAsked = page.waitForRequest(
      (request) =>
        request.url().includes('/api/admin/payments/totals') &&
        request.url().includes(encodeURIComponent('"status":"FAILURE"')),
    );
    await page.getByRole('combobox', { name: s.status }).click();
    await page.getByRole('option', { name: s.failed, exact: true }).click();
    await totalsAsked;
    await expect(moneyIn).toContainText(`${s.moneyIn}0 FCFA`);
    await page.getByRole('combobox', { name: s.channel }).click();
    await page.getByRole('option', { name: 'Orange Money', exact: true }).click();
    await expect(page.getByRole('cell', { name: s.successful })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: s.failed }).first()).toBeVisible();
    await expect(totals.getByRole('article', { name: 'MTN Mobile Money' })).toContainText(
      `${s.moneyIn}0 FCFA`,
    );

    // The last 7 days (Cameroon's days) hold today's refusal; yesterday held none of them.
    const period = page.getByRole('group', { name: lang === 'fr' ? 'Période' : 'Period' });
    await period.getByRole('button', { name: s.last7 }).click();
    await expect(page).toHaveURL(/%22from%22/);
    // The channel picked just before stays with the period (the filter form submits late).
    await expect(page).toHaveURL(/%22method%22/);
    await expect(period.getByRole('button', { name: s.last7 })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByPlaceholder(s.search)
      .fill(
        `+237 ${refused.slice(0, 3)} ${refused.slice(3, 5)} ${refused.slice(5, 7)} ${refused.slice(7)}`,
      );
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(orange).toContainText(lang === 'fr' ? 'Échoués : 1 achat' : 'Failed: 1 purchase');
    await period.getByRole('button', { name: s.yesterday }).click();
    await expect(page.getByRole('cell', { name: s.failed })).toHaveCount(0);
    await expect(orange).toContainText(
      lang === 'fr' ? 'Échoués : 0 achat, 0 retrait' : 'Failed: 0 purchases, 0 cash-outs',
    );

    // Days of one's own on the calendars: today to today finds it again.
    await period.getByRole('button', { name: s.custom }).click();
    for (const end of [s.to, s.from]) {
      await page.getByRole('group', { name: end }).getByRole('spinbutton').first().click();
      await page.keyboard.type(doualaToday().replaceAll('/', ''));
    }
    await expect(page).toHaveURL(new RegExp(`%22from%22%3A%22${isoToday()}%22`));
    await expect(page.getByRole('row')).toHaveCount(2);

    // The player by name, on every date and state: the paid and the refused purchase.
    await period.getByRole('button', { name: s.allDates }).click();
    await page.getByPlaceholder(s.search).fill('nkono');
    await page.getByRole('combobox', { name: s.status }).click();
    await page.getByRole('option', { name: s.successful, exact: true }).click();
    await expect(page.getByRole('cell', { name: /Nkono237/ }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: s.failed })).toHaveCount(0);

    // On a tablet: the purchases as cards, with nothing to scroll sideways.
    for (const width of [768]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('article h3', { hasText: 'Nkono237' }).first()).toBeVisible();
      expect(await sideways(page), `${width} px`).toBeLessThanOrEqual(0);
    }
    // On a phone, opened there: the toolbar (search, filters, period, export) wraps, and
    // nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('button', { name: s.export })).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
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
