import { logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { registerPlayer } from './support/players';

test.use({ viewport: { width: 1280, height: 800 } });

/*
 * The back office with a keyboard alone: Tab to move, Enter or Space to press, arrows
 * inside tab lists. What the games screens say in English (the catalogs say the same).
 */
const T = {
  tabFilter: 'Filter',
  search: 'Search a title',
  found: /games? found/,
  grid: 'Games of the catalogue',
  questions: 'Questions',
  edit: 'Edit',
  titleEn: 'Title (English)',
  save: 'Save the changes',
  saved: (title: string) => `Game "${title}" saved.`,
};

test('a games manager filters the games list, opens a game, edits and saves it with the keyboard alone', async ({
  page,
  consoleErrors,
}) => {
  await logInToBackOffice(page, 'games', 'en', '/administration/games');
  const rows = page.getByRole('table', { name: T.grid }).locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(10);

  const filterTab = page.getByRole('tab', { name: T.tabFilter });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  // Arrows move along a tab list, Enter or Space selects the tab they are on.
  await page.keyboard.press('ArrowRight');
  await expect(filterTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(filterTab).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('textbox', { name: T.search }));
  await page.keyboard.type('CAMEROUNAISE');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: T.found })).toBeVisible();

  await tabTo(page, rows.first().getByRole('link', { name: new RegExp(`^${T.questions}`) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/administration\/games\/\d+\/show$/);
  await tabTo(page, page.getByRole('link', { name: T.edit, exact: true }));
  await page.keyboard.press('Enter');
  const title = page.getByLabel(T.titleEn);
  await tabTo(page, title);
  const renamed = `${await title.inputValue()} (keyboard)`;
  await page.keyboard.press('End');
  await page.keyboard.type(' (keyboard)');
  await tabTo(page, page.getByRole('button', { name: T.save }), 120);
  await page.keyboard.press('Enter');
  await expect(page.getByText(T.saved(renamed))).toBeVisible();
  await expect(page).toHaveURL(/\/administration\/games\/\d+\/show$/);
  expect(consoleErrors).toEqual([]);
});

test("a super manager finds a player and opens their account from the list's row with the keyboard alone", async ({
  page,
  consoleErrors,
}) => {
  const name = `Clavier${Date.now() % 100_000}`;
  const player = await registerPlayer(page, { name });
  await logInToBackOffice(page, 'super', 'en', '/administration/players');
  await tabTo(page, page.getByPlaceholder('Name, phone, e-mail or id'));
  await page.keyboard.type(player.phone);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  // The row opens on a click; its player's name is the link a keyboard reaches.
  await tabTo(page, rows.nth(1).getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/administration/players/${player.id}/show$`));
  expect(consoleErrors).toEqual([]);
});
