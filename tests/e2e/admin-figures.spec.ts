import { LANGUAGES, logInToBackOffice, TEXT } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const SAID = {
  en: {
    statistics: 'Statistics',
    general: 'General',
    all: 'All dates',
    last7: 'Last 7 days',
    accounts: 'Money and accounts',
    purchases: 'Purchases',
    indexes: 'Plays per game index',
    range: /^From \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}$/,
    compared: /^Compared with /,
    before: /^Before: /,
    stock: 'As it stands now',
    charts: 'Charts · The last 30 days',
    money: 'Money in and out per day',
    moneyIn: 'In, Orange Money',
    tries: 'Purchases and failures per day',
    failed: 'Failed',
    newPlayers: 'New players per day',
  },
  fr: {
    statistics: 'Statistiques',
    general: 'Général',
    all: 'Toutes les dates',
    last7: '7 derniers jours',
    accounts: 'Argent et comptes',
    purchases: 'Achats',
    indexes: 'Parties par index de jeux',
    range: /^Du \d{1,2} [\wéû.]+ \d{4} au \d{1,2} [\wéû.]+ \d{4}$/,
    compared: /^Comparé à la période du /,
    before: /^Avant\u00a0: /,
    stock: "Tel qu'aujourd'hui",
    charts: 'Graphiques · Les 30 derniers jours',
    money: "Entrées et sorties d'argent par jour",
    moneyIn: 'Entrées, Orange Money',
    tries: 'Achats et échecs par jour',
    failed: 'Échoués',
    newPlayers: 'Nouveaux joueurs par jour',
  },
} as const;

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: statistics show the general figures and charts, then a period's beside the one before`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    await page.getByRole('menuitem', { name: s.statistics, exact: true }).click();
    await expect(page.getByRole('heading', { name: s.general, level: 2 })).toBeVisible();
    const accounts = page.getByRole('region', { name: s.accounts });
    // The seed's accounts (after the gains and credits held), counted by the server: a figure.
    await expect(accounts.getByRole('definition').nth(2)).toHaveText(/^\d[\d\s\u202f]*$/);
    await expect(page.getByRole('region', { name: s.indexes }).getByRole('term')).not.toHaveCount(
      0,
    );
    // The charts, drawn over the last 30 days without a period.
    await expect(page.getByRole('heading', { name: s.charts, level: 3 })).toBeVisible();
    const money = page.getByRole('region', { name: s.money });
    await expect(money.getByText(s.moneyIn)).toBeVisible();
    // The drawing itself: its axes' lines, beside the legend's marks.
    await expect(money.locator('svg:has(line)').first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: s.tries })
        .getByRole('listitem')
        .filter({ hasText: s.failed }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: s.newPlayers }).locator('svg')).not.toHaveCount(
      0,
    );

    // A preset asks for the period and for as many days just before it.
    const periods: string[] = [];
    page.on('request', (request) => {
      const match = request.url().match(/\/api\/admin\/super\/stats\/(.*)$/);
      if (match?.[1]) periods.push(match[1]);
    });
    await page.getByRole('button', { name: s.last7, exact: true }).click();
    await expect(page.getByRole('heading', { name: s.range, level: 2 })).toBeVisible();
    await expect(page.getByText(s.compared)).toBeVisible();
    const purchases = page.getByRole('region', { name: s.purchases });
    await expect(purchases.getByRole('definition').filter({ hasText: s.before })).toHaveCount(6);
    await expect(accounts.getByText(s.stock).first()).toBeVisible();
    expect(periods).toHaveLength(2);
    // The charts follow the period: no "last 30 days" any more.
    await expect(page.getByRole('heading', { name: s.charts, level: 3 })).toHaveCount(0);
    await expect(page.getByRole('region', { name: s.money })).toBeVisible();

    await page.getByRole('button', { name: s.all, exact: true }).click();
    await expect(page.getByRole('heading', { name: s.general, level: 2 })).toBeVisible();
    await expect(page.getByText(s.compared)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('a payments manager reads the statistics too', async ({ page, consoleErrors }) => {
  await logInToBackOffice(page, 'payments', 'fr');
  await page.getByRole('menuitem', { name: SAID.fr.statistics, exact: true }).click();
  await expect(page.getByRole('heading', { name: SAID.fr.general, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: SAID.fr.accounts })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.fr.notAllowed })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

const SCORES = {
  en: {
    scores: 'Scores',
    kind: 'Kind',
    challenge: 'Challenge',
    suspicious: 'Suspicious players',
    intro: /Nothing is done to them/,
  },
  fr: {
    scores: 'Scores',
    kind: 'Nature',
    challenge: 'Défi',
    suspicious: 'Joueurs suspects',
    intro: /Rien ne leur est fait/,
  },
} as const;

for (const lang of LANGUAGES) {
  const s = SCORES[lang];

  test(`${lang}: scores list the results of plays by kind, and the suspicious players apart`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    // A click while the board still loads can be lost: clicked again until the page turns.
    await expect(async () => {
      await page.getByRole('menuitem', { name: s.scores, exact: true }).click();
      await expect(page).toHaveURL(/\/scores/, { timeout: 3_000 });
    }).toPass();
    const rows = page.getByRole('row');
    // The seed's finished plays: a heading row and at least one result.
    await expect(rows.nth(1)).toBeVisible();
    await page.getByRole('combobox', { name: s.kind }).click();
    await page.getByRole('option', { name: s.challenge }).click();
    await expect(page).toHaveURL(/challenge/);
    // Only challenges are left (the table reloads: these checks wait for it).
    await expect(page.getByRole('cell', { name: 'Solo', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: s.challenge, exact: true }).first()).toBeVisible();

    await page.getByRole('tab', { name: s.suspicious }).click();
    await expect(page.getByText(s.intro)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
