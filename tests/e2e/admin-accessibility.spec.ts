import type { Locator, Page } from '@playwright/test';
import { logInToBackOffice, TEXT } from './support/admin-session';
import { expectAccessible, sidewaysScroll } from './support/axe';
import { expect, test } from './support/fixtures';
import { registerPlayer, someGameId } from './support/players';
import { buyBasicPack } from './support/purchases';

test.use({ viewport: { width: 1280, height: 800 } });

/** A back-office screen: where it is, or how it is reached from where the last one left. */
interface Screen {
  name: string;
  path?: string;
  open?: (page: Page) => Promise<void>;
  /** What shows once its content is there. */
  ready: (page: Page) => Locator;
}

const role = (name: Parameters<Page['getByRole']>[0]) => (page: Page) =>
  page.getByRole('main').getByRole(name).first();

/**
 * Goes to a screen as the back office's own links do, without loading it again: the
 * router follows the address it is given. Half a second or more saved a screen.
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/administration${path}`);
  await expect(page).toHaveURL(new RegExp(`/administration${path}$`));
}

/** The first record of a list, opened: a table's row, or a link on a narrow screen. */
const firstRecord = (list: string) => async (page: Page) => {
  await visit(page, `/${list}`);
  const row = page.getByRole('row').nth(1);
  const link = page.getByRole('main').locator(`a[href*="/${list}/"][href$="/show"]`);
  // Clicked again until the page turns: a click while the list refreshes can be lost.
  await expect(async () => {
    await row.or(link).first().click({ timeout: 2_000 });
    await expect(page).toHaveURL(new RegExp(`/administration/${list}/[^/]+/show`), {
      timeout: 2_000,
    });
  }).toPass();
};

/**
 * Every screen of the back office a super manager reaches, in groups short enough for
 * one test each: axe takes a couple of seconds of processor a look, and two workers
 * share a small machine.
 */
function screenGroups(gameId: number): Screen[][] {
  return [
    [
      { name: 'super board', path: '/super', ready: role('listitem') },
      { name: 'money board', path: '/money-today', ready: role('region') },
      { name: 'managers', path: '/managers', ready: role('tab') },
      { name: 'new manager', path: '/managers/create', ready: role('textbox') },
      { name: 'games', path: '/games', ready: role('tablist') },
      { name: 'new game', path: '/games/create', ready: role('textbox') },
      { name: 'a game', path: `/games/${gameId}/show`, ready: role('heading') },
    ],
    [
      { name: 'a game edited', path: `/games/${gameId}`, ready: role('textbox') },
      { name: 'game indexes', path: '/indexes', ready: role('article') },
      { name: 'new game index', path: '/indexes/create', ready: role('textbox') },
      { name: 'badge types', path: '/badgeTypes', ready: role('article') },
      { name: 'quotes', path: '/quotes', ready: role('article') },
      { name: 'ads', path: '/partners', ready: role('article') },
      {
        name: 'a partner',
        open: async (page) => {
          await visit(page, '/partners');
          await page
            .getByRole('main')
            .getByRole('article')
            .first()
            .getByRole('link')
            .first()
            .click();
          await expect(page).toHaveURL(/\/administration\/partners\/[^/]+\/show/);
        },
        ready: role('heading'),
      },
    ],
    [
      { name: 'scores', path: '/scores', ready: role('row') },
      { name: 'audit', path: '/audit', ready: role('combobox') },
      { name: 'purchases', path: '/purchases', ready: role('combobox') },
      {
        name: 'a purchase',
        open: firstRecord('purchases'),
        // Its state changes, which come after the record's first lines: the widest part.
        ready: (page) => page.getByRole('table', { name: 'State changes' }).getByRole('row').nth(1),
      },
      { name: 'cash-outs', path: '/cashouts', ready: role('combobox') },
      { name: 'players', path: '/players', ready: role('row') },
      { name: 'a player', open: firstRecord('players'), ready: role('heading') },
    ],
    [
      { name: 'a game index edited', path: '/indexes/1', ready: role('textbox') },
      {
        name: 'a manager edited',
        open: async (page) => {
          await visit(page, '/managers');
          // One's own card (the only super manager) offers no edit: a games manager's does.
          await page.getByRole('tab', { name: TEXT.en.gamesTab }).click();
          await page
            .getByRole('link', { name: /^Edit / })
            .first()
            .click();
          await expect(page).toHaveURL(/\/administration\/managers\/[^/]+$/);
        },
        ready: role('radio'),
      },
      { name: 'statistics', path: '/stats', ready: role('region') },
      { name: 'reconciliation', path: '/reconciliation', ready: role('status') },
      { name: 'settings', path: '/settings', ready: role('article') },
      { name: 'pricing', path: '/pricing', ready: role('table') },
      { name: 'a missing page', path: '/no-such-page', ready: role('heading') },
    ],
  ];
}

/** A purchase of a new player's, so that the purchases list has one to open. */
async function aPurchase(page: Page) {
  const player = await registerPlayer(page, { name: `Axe Buyer ${Date.now() % 100000}` });
  await buyBasicPack(page, player.access, { method: 'om', phone_number: player.phone });
}

async function show(page: Page, screen: Screen) {
  if (screen.open) await screen.open(page);
  else await visit(page, screen.path ?? '/');
  await expect(screen.ready(page)).toBeVisible();
}

/** The account says dark for this page only: its details are changed on the way in. */
async function darkForThisPage(page: Page) {
  await page.route('**/api/me/details/', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    body.details.user_details.is_dark_theme = true;
    await route.fulfill({ response: answer, json: body });
  });
}

/** The shell's switch offers the other theme: the light one once the screen is dark. */
const themeSwitch = (page: Page, theme: 'light' | 'dark') =>
  page
    .getByRole('navigation', { name: TEXT.en.shortcuts })
    .getByRole('button', { name: theme === 'dark' ? TEXT.en.lightTheme : TEXT.en.darkTheme });

for (const [index] of screenGroups(0).entries()) {
  for (const theme of ['light', 'dark'] as const) {
    test(`no serious accessibility problem on the screens of group ${index + 1}, ${theme} theme, and nothing wider than 1280 px`, async ({
      page,
      consoleErrors,
    }) => {
      // Some 30 s on a quiet machine; a loaded one runs them at half that speed or less.
      test.setTimeout(90_000);
      const group = screenGroups(await someGameId(page))[index] ?? [];
      if (group.some((screen) => screen.name === 'a purchase')) await aPurchase(page);
      if (theme === 'dark') await darkForThisPage(page);
      await logInToBackOffice(page, 'super', 'en');
      for (const screen of group) {
        await show(page, screen);
        await expect(themeSwitch(page, theme)).toBeVisible();
        // The markup is the same in both themes: the dark one is looked at for its colours.
        await expectAccessible(page, `${screen.name}, ${theme}`, { coloursOnly: theme === 'dark' });
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('every screen fits a 768 px tablet without sideways scrolling', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  const screens = screenGroups(await someGameId(page)).flat();
  await aPurchase(page);
  await logInToBackOffice(page, 'super', 'en');
  for (const screen of screens) {
    await show(page, screen);
    // Every screen is measured, whatever the one before showed.
    expect.soft(await sidewaysScroll(page), screen.name).toBe(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('the sign-in page, in both themes', async ({ page, consoleErrors }) => {
  await page.goto('/administration/login');
  await expect(page.getByLabel(TEXT.en.identifier)).toBeVisible();
  await expectAccessible(page, 'sign-in, light');
  // Before an account is known, the theme is the one this browser last used.
  await page.evaluate(() => localStorage.setItem('RaStoreQuizAdmin.theme', '"dark"'));
  await page.reload();
  await expect(page.getByLabel(TEXT.en.identifier)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgb(255, 255, 255)',
  );
  await expectAccessible(page, 'sign-in, dark', { coloursOnly: true });
  expect(consoleErrors).toEqual([]);
});

test("a back-office dialog keeps the keyboard's focus inside and gives it back when it closes", async ({
  page,
  consoleErrors,
}) => {
  await logInToBackOffice(page, 'super', 'en', '/administration/partners');
  const opener = page.getByRole('button', { name: 'Add a partner' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((box) => box.contains(document.activeElement));
  // Round its controls both ways: the focus never leaves it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await inside(), key).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
