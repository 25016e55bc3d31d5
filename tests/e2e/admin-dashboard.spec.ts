import { expect as expectOf } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const SAID = {
  en: {
    today: 'Today (Cameroon time)',
    moneyIn: 'Money in',
    failed: 'Failed payments',
    failedNone: /Failed payments\s*\d+ purchases?, \d+ cash-outs?/,
    see: 'See today’s purchases',
    purchases: 'Purchases',
  },
  fr: {
    today: 'Aujourd’hui (heure du Cameroun)',
    moneyIn: 'Entrées',
    failed: 'Paiements échoués',
    failedNone: /Paiements échoués\s*\d+ achats?, \d+ retraits?/,
    see: 'Voir les achats du jour',
    purchases: 'Achats',
  },
} as const;

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: the super board opens on the day's figures, money in by channel`, async ({
    page,
    consoleErrors,
  }) => {
    // A purchase paid today through Orange Money (the sandbox settles it at once).
    const headers = { authorization: `Bearer ${await accessToken(page, 'player')}` };
    const answer = await page.request.put('/api/me/my-credits/', {
      headers,
      data: {
        number_of_units: 10,
        pack_type: 'basic_pack',
        action: 'buy',
        payment_infos: { method: 'om', phone_number: `69000${lang === 'fr' ? '6' : '7'}001` },
      },
    });
    expectOf(answer.ok(), await answer.text()).toBe(true);
    const { transaction } = (await answer.json()) as { transaction: { id: number } };
    await expectOf
      .poll(async () => {
        const state = await page.request.get(`/api/buy-credits/om/${transaction.id}/state/`, {
          headers,
        });
        return ((await state.json()) as { transaction: { status: string } }).transaction.status;
      })
      .toBe('SUCCESSFULL');

    await logInToBackOffice(page, 'super', lang, '/administration/super');
    const day = page.getByRole('region', { name: s.today });
    const moneyIn = day.getByRole('article', { name: s.moneyIn });
    await expect(moneyIn).toContainText('Orange Money');
    await expect(moneyIn).not.toContainText('Orange Money 0 FCFA');
    await expect(day.getByRole('article', { name: s.failed })).toHaveText(s.failedNone);
    await day.getByRole('link', { name: s.see }).click();
    await expect(page).toHaveURL(/\/administration\/purchases\?.*from/);
    await expect(page.getByRole('cell', { name: /950 FCFA/ }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
