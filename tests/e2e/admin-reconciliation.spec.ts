import { readFileSync } from 'node:fs';
import { expect as expectOf, type Page } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { buyBasicPack, settledStatus } from './support/purchases';

test.use({ viewport: { width: 1280, height: 800 } });

const SAID = {
  en: {
    menu: 'Reconciliation',
    imported: /Statement imported: 2 lines read/,
    known: 'This statement was imported before: nothing changed.',
    missing: 'Paid on our side, missing on theirs',
    mismatch: 'Mismatch',
    amount: 'Amount',
    resolve: 'Mark resolved',
    note: 'Note',
    save: 'Save',
    resolved: 'Resolved: MTN paid 100 FCFA less, refunded by hand',
    export: "Export the day's reconciliation",
    imports: 'Statements imported',
  },
  fr: {
    menu: 'Rapprochement',
    imported: /Relevé importé\u00a0: 2 lignes lues/,
    known: 'Ce relevé a déjà été importé\u00a0: rien n’a changé.',
    missing: 'Payé chez nous, absent chez eux',
    mismatch: 'Écart',
    amount: 'Montant',
    resolve: 'Marquer résolu',
    note: 'Note',
    save: 'Enregistrer',
    resolved: 'Résolu\u00a0: MTN paid 100 FCFA less, refunded by hand',
    export: 'Exporter le rapprochement du jour',
    imports: 'Relevés importés',
  },
} as const;

/** Today in Cameroon, YYYY-MM-DD. */
const doualaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date());

/** The demo player buys the basic pack through MTN MoMo on the sandbox, settled: its reference. */
async function buyThroughMtn(page: Page, phone: string): Promise<string> {
  const access = await accessToken(page, 'player');
  const purchase = await buyBasicPack(page, access, { method: 'mtn', phone_number: phone });
  expectOf(await settledStatus(page, access, 'mtn', purchase)).toBe('SUCCESSFULL');
  return purchase.reference;
}

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: a payments manager imports a statement with one missing and one mismatched payment, and resolves one`, async ({
    page,
    consoleErrors,
  }) => {
    const digit = lang === 'fr' ? '4' : '3';
    const [paid, missing, short] = [
      await buyThroughMtn(page, `67700${digit}001`),
      await buyThroughMtn(page, `67700${digit}002`),
      await buyThroughMtn(page, `67700${digit}003`),
    ];
    await logInToBackOffice(page, 'payments', lang);
    // The sandbox writes its statement of today; MTN "lost" one payment.
    const today = doualaToday();
    const written = await page.request.get(
      `/api/admin/reconciliation/sandbox-statement/?from=${today}&to=${today}`,
      { headers: { authorization: `Bearer ${await accessToken(page, 'payments')}` } },
    );
    expectOf(written.ok()).toBe(true);
    const lines = (await written.text()).trim().split(/\r?\n/);
    expectOf(lines.some((line) => line.includes(paid))).toBe(true);
    // Our two lines left (another journey's purchases of today stay out): one paid 100 FCFA short.
    const ours = lines
      .filter((line, row) => row === 0 || line.includes(paid) || line.includes(short))
      .map((line) =>
        line.includes(short)
          ? line.replace(/,(\d+),XAF,/, (_, amount) => `,${Number(amount) - 100},XAF,`)
          : line,
      )
      .join('\n');
    expectOf(ours).not.toContain(missing);
    const file = { name: `momo-${lang}.csv`, mimeType: 'text/csv', buffer: Buffer.from(ours) };

    await page.getByRole('menuitem', { name: s.menu, exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByText(s.imported)).toBeVisible();
    // The import is kept: its file and the lines it gave.
    await expect(
      page.getByRole('region', { name: s.imports }).getByRole('row').filter({ hasText: file.name }),
    ).toContainText('2');

    const missingRow = page.getByRole('row').filter({ hasText: missing });
    const shortRow = page.getByRole('row').filter({ hasText: short });
    await expect(missingRow).toContainText(s.missing);
    await expect(shortRow).toContainText(s.mismatch);
    await expect(shortRow.getByRole('cell').nth(1)).toHaveText(s.amount);
    // The payment on both sides alike is no difference.
    await expect(page.getByRole('row').filter({ hasText: paid })).toHaveCount(0);

    await shortRow.getByRole('button', { name: s.resolve }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(s.note).fill('MTN paid 100 FCFA less, refunded by hand');
    await dialog.getByRole('button', { name: s.save }).click();
    await expect(shortRow).toContainText(s.resolved);
    await expect(missingRow.getByRole('button', { name: s.resolve })).toBeVisible();

    // The day's reconciliation, in words and with the note.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: s.export }).click();
    const exported = await downloading;
    const text = readFileSync(await exported.path(), 'utf8');
    expect(text).toContain(s.missing);
    expect(text).toContain('MTN paid 100 FCFA less, refunded by hand');
    expect(text).toContain(short);

    // The same file again changes nothing.
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByText(s.known)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
