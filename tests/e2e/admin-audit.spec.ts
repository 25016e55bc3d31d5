import { readFileSync } from 'node:fs';
import { expect as expectOf } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice, sideways } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the audit trail says, in each language. */
const SAID = {
  en: {
    area: 'Area',
    quotes: 'Quotes',
    action: 'Action',
    changed: 'Changed',
    author: 'Author',
    before: 'Before',
    after: 'After',
    export: 'Export (.csv)',
    headings: 'Date (Cameroon time);Manager;Area;Action;Record;Changes',
    colon: ': ',
  },
  fr: {
    area: 'Domaine',
    quotes: 'Citations',
    action: 'Action',
    changed: 'Modification',
    author: 'Auteur',
    before: 'Avant',
    after: 'Après',
    export: 'Exporter (.csv)',
    headings: 'Date (heure du Cameroun);Gestionnaire;Domaine;Action;Élément;Modifications',
    colon: '\u00a0: ',
  },
} as const;

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: a super manager finds a change in the audit trail in words, opens it and exports the trail`, async ({
    page,
    consoleErrors,
  }) => {
    // A quote's author corrected by the super manager (the quotes API, as its form sends it).
    const headers = { authorization: `Bearer ${await accessToken(page, 'super')}` };
    const quotes = await page.request.get('/api/admin/super/quotes/?step=1', { headers });
    const [quote] = (
      (await quotes.json()) as {
        quotes: { id: number; author: string; quote_en: string; quote_fr: string }[];
      }
    ).quotes;
    if (!quote) throw new Error('the seed has quotes');
    const author = `Corrected ${lang} ${Date.now() % 100000}`;
    const saved = await page.request.put(`/api/admin/super/quotes/?quote_id=${quote.id}`, {
      headers,
      data: { author, quote_en: quote.quote_en, quote_fr: quote.quote_fr },
    });
    expectOf(saved.status(), await saved.text()).toBe(200);

    await logInToBackOffice(page, 'super', lang, '/administration/audit');
    await page.getByRole('combobox', { name: s.area }).click();
    await page.getByRole('option', { name: s.quotes, exact: true }).click();
    await page.getByRole('combobox', { name: s.action }).click();
    await page.getByRole('option', { name: s.changed, exact: true }).click();
    // The newest change first: the record by its author and quote, the field by its label.
    const row = page.getByRole('row').nth(1);
    await expect(row).toContainText(`${author}${s.colon}`);
    await expect(row).toContainText(`${s.author}${s.colon}${quote.author} → ${author}`);
    await row.click();
    const detail = page.getByRole('table', { name: new RegExp(author) });
    await expect(detail.getByRole('columnheader', { name: s.before })).toBeVisible();
    await expect(detail.getByRole('row', { name: new RegExp(`^${s.author}`) })).toContainText(
      `${quote.author}${author}`,
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: s.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit.csv');
    const [headings = '', first = ''] = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(headings).toBe(s.headings);
    expect(first).toContain(`;${s.quotes};${s.changed};`);
    expect(first).toContain(`${s.author}${s.colon}${quote.author} → ${author}`);

    // On a tablet: cards, with nothing to scroll sideways.
    for (const width of [768]) {
      await page.setViewportSize({ width, height: 800 });
      const card = page.locator('article', { hasText: author }).first();
      await expect(card).toContainText(`${s.author}${s.colon}${quote.author} → ${author}`);
      expect(await sideways(page), `${width} px`).toBeLessThanOrEqual(0);
    }
    expect(consoleErrors).toEqual([]);
  });
}
