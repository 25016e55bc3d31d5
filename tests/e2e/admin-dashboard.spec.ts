import { expect as expectOf } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { buyBasicPack, settledStatus } from './support/purchases';

test.use({ viewport: { width: 1280, height: 800 } });

const SAID = {
  en: {
    today: 'Today (Cameroon time)',
    moneyIn: 'Money in',
    failed: 'Failed payments',
    failedNone: /Failed payments\s*\d+ purchases?, \d+ cash-outs?/,
    see: 'See today’s purchases',
    purchases: 'Purchases',
    trend: 'The last 30 days (Cameroon time)',
    newPlayers: 'New players',
    plays: 'Plays',
    moneyToday: 'Money today',
    pending: 'Cash-outs under way',
  },
  fr: {
    today: 'Aujourd’hui (heure du Cameroun)',
    moneyIn: 'Entrées',
    failed: 'Paiements échoués',
    failedNone: /Paiements échoués\s*\d+ achats?, \d+ retraits?/,
    see: 'Voir les achats du jour',
    purchases: 'Achats',
    trend: 'Les 30 derniers jours (heure du Cameroun)',
    newPlayers: 'Nouveaux joueurs',
    plays: 'Parties',
    moneyToday: "L'argent du jour",
    pending: 'Retraits en cours',
  },
} as const;

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: the super board opens on the day's figures, money in by channel`, async ({
    page,
    consoleErrors,
  }) => {
    // A purchase paid today through Orange Money (the sandbox settles it at once).
    const access = await accessToken(page, 'player');
    const purchase = await buyBasicPack(page, access, {
      method: 'om',
      phone_number: `69000${lang === 'fr' ? '6' : '7'}001`,
    });
    expectOf(await settledStatus(page, access, 'om', purchase)).toBe('SUCCESSFULL');

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

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: the super board charts the last 30 days`, async ({ page, consoleErrors }) => {
    await logInToBackOffice(page, 'super', lang, '/administration/super');
    const trend = page.getByRole('region', { name: s.trend });
    // The seed's plays of the last days are drawn: a line a series, named in the legend.
    await expect(trend.getByRole('listitem')).toHaveText([s.newPlayers, s.plays]);
    await expect(trend.locator('path.MuiLineChart-line')).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a payments manager lands on the day's money`, async ({ page, consoleErrors }) => {
    await logInToBackOffice(page, 'payments', lang);
    await expect(page).toHaveURL(/\/administration\/money-today/);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
      s.moneyToday,
    );
    const day = page.getByRole('region', { name: s.today });
    await expect(day.getByRole('article', { name: s.moneyIn })).toContainText('Orange Money');
    await expect(day.getByRole('article', { name: s.pending })).toBeVisible();
    await expect(day.getByRole('article', { name: s.failed })).toHaveText(s.failedNone);
    // Their own figures: the players' side is the super board's.
    await expect(day.getByRole('article', { name: s.newPlayers })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}
