import { LANGUAGES, logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { officePattern, officeWords } from './support/office-words';
import { registerPlayer } from './support/players';
import { escaped } from './support/words';

test.use({ viewport: { width: 1280, height: 800 } });

/*
 * The back office with a keyboard alone: Tab to move, Enter or Space to press, arrows
 * inside tab lists. Each journey runs in both languages, its texts read from the back
 * office's catalogs.
 */
for (const lang of LANGUAGES) {
  const say = officeWords(lang);

  test(`${lang}: a games manager filters the games list, opens a game, edits and saves it with the keyboard alone`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'games', lang, '/administration/games');
    const rows = page
      .getByRole('table', { name: say('resources.games.grid') })
      .locator('tbody')
      .getByRole('row');
    await expect(rows).toHaveCount(10);

    const filterTab = page.getByRole('tab', { name: say('resources.games.tab_filter') });
    await tabTo(page, page.getByRole('tab', { selected: true }));
    // Arrows move along a tab list, Enter or Space selects the tab they are on.
    await page.keyboard.press('ArrowRight');
    await expect(filterTab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(filterTab).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByRole('textbox', { name: say('resources.games.search') }));
    await page.keyboard.type('CAMEROUNAISE');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: officePattern(say('resources.games.results')) }),
    ).toBeVisible();

    await tabTo(
      page,
      rows.first().getByRole('link', {
        name: new RegExp(`^${escaped(say('resources.games.see_questions'))}`),
      }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/administration\/games\/\d+\/show$/);
    await tabTo(page, page.getByRole('link', { name: say('resources.games.edit'), exact: true }));
    await page.keyboard.press('Enter');
    // The title in the manager's language, the one the saved notice names.
    const title = page.getByLabel(say(`resources.games.wizard.title_${lang}`));
    await tabTo(page, title);
    const renamed = `${await title.inputValue()} (${lang})`;
    await page.keyboard.press('End');
    await page.keyboard.type(` (${lang})`);
    await tabTo(page, page.getByRole('button', { name: say('resources.games.wizard.save') }), 120);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(say('resources.games.wizard.saved', { title: renamed })),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/administration\/games\/\d+\/show$/);
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a super manager finds a player and opens their account from the list's row with the keyboard alone`, async ({
    page,
    consoleErrors,
  }) => {
    const name = `Clavier${lang}${Date.now() % 100_000}`;
    const player = await registerPlayer(page, { name });
    await logInToBackOffice(page, 'super', lang, '/administration/players');
    await tabTo(page, page.getByPlaceholder(say('resources.players.search')));
    await page.keyboard.type(player.phone);
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(2);
    // The row opens on a click; its player's name is the link a keyboard reaches.
    await tabTo(page, rows.nth(1).getByRole('link', { name }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/administration/players/${player.id}/show$`));
    expect(consoleErrors).toEqual([]);
  });
}
