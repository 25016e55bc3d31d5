import { LANGUAGES, logInToBackOffice, TEXT } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const SAID = {
  en: {
    statistics: 'Statistics',
    general: 'General',
    filter: 'Filter',
    accounts: 'Accounts',
    players: 'Players',
    indexes: 'Plays per game index',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    show: 'Show',
    rangeError: 'The end date must not be before the start date.',
    range: 'From Nov 1, 2026 to Nov 20, 2026',
  },
  fr: {
    statistics: 'Statistiques',
    general: 'Général',
    filter: 'Filtrer',
    accounts: 'Comptes',
    players: 'Joueurs',
    indexes: 'Parties par index de jeux',
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
    show: 'Afficher',
    rangeError: 'La date de fin ne doit pas précéder la date de début.',
    range: 'Du 1 nov. 2026 au 20 nov. 2026',
  },
} as const;

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: statistics show the general figures, then a period's after the filter`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    await page.getByRole('menuitem', { name: s.statistics, exact: true }).click();
    await expect(page.getByRole('heading', { name: s.general, level: 2 })).toBeVisible();
    const accounts = page.getByRole('region', { name: s.accounts });
    // The seed's players, counted by the server: a figure, never empty.
    await expect(accounts.getByRole('definition').first()).toHaveText(/^\d[\d\s\u202f]*$/);
    await expect(page.getByRole('region', { name: s.indexes }).getByRole('term')).not.toHaveCount(
      0,
    );

    // An end before the start is flagged; nothing is asked of the server.
    let periods = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/super/stats/')) periods += 1;
    });
    await page.getByRole('button', { name: s.filter }).click();
    const dialog = page.getByRole('dialog');
    const ends = dialog.getByRole('group');
    await ends.nth(0).getByLabel(s.day).fill('20');
    await ends.nth(0).getByLabel(s.month).fill('11');
    await ends.nth(0).getByLabel(s.year).fill('2026');
    await ends.nth(1).getByLabel(s.day).fill('1');
    await ends.nth(1).getByLabel(s.month).fill('11');
    await ends.nth(1).getByLabel(s.year).fill('2026');
    await dialog.getByRole('button', { name: s.show }).click();
    await expect(dialog.getByText(s.rangeError)).toBeVisible();
    expect(periods).toBe(0);

    await ends.nth(0).getByLabel(s.day).fill('1');
    await ends.nth(1).getByLabel(s.day).fill('20');
    const asked = page.waitForRequest((request) =>
      request.url().includes('/api/admin/super/stats/2026/11/1/2026/11/20/'),
    );
    await dialog.getByRole('button', { name: s.show }).click();
    await asked;
    await expect(page.getByRole('heading', { name: s.range, level: 2 })).toBeVisible();
    await expect(accounts.getByRole('definition').first()).toBeVisible();
    await page.getByRole('button', { name: s.general }).click();
    await expect(page.getByRole('heading', { name: s.general, level: 2 })).toBeVisible();
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
    await page.getByRole('menuitem', { name: s.scores, exact: true }).click();
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
