import type { Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { type NewPlayer, newPlayer, someGameId } from './support/players';

/*
 * Each screen is checked in both themes by axe, which takes a couple of seconds
 * of processor a look: the checks are split into short tests so that none nears
 * its time limit when the two workers share a small machine.
 */

/** Screens a visitor reaches. */
const SCREENS = [
  '/explore',
  '/categories',
  '/search?current=quizzes&text=musique',
  '/auth/login',
  '/auth/registration',
  '/help',
  '/play-modes',
  '/badges-general',
  '/no-such-page',
];

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/**
 * Looks at a visitor's screen in each theme (a visitor's theme is kept in the
 * browser), after `act` on it when given: a form sent with errors, say.
 */
async function lookInBothThemes(
  page: Page,
  path: string,
  label: string,
  act?: () => Promise<void>,
) {
  await page.goto('/help');
  for (const theme of THEMES) {
    await page.evaluate(
      (dark) => localStorage.setItem('quiz.theme', String(dark)),
      theme === 'dark',
    );
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await act?.();
    expect(await violations(page), `${label}, ${theme}`).toEqual([]);
  }
}

/** A player's theme is the account's setting. */
async function playerTheme(page: Page, player: NewPlayer, theme: Theme) {
  const themed = await page.request.put('/api/me/?index=switch%20theme&field=settings', {
    headers: { authorization: `Bearer ${player.access}` },
    data: { value: theme === 'dark' },
  });
  expect(themed.ok()).toBe(true);
}

for (const path of SCREENS) {
  test(`no serious accessibility problem on ${path}, in both themes`, async ({
    page,
    consoleErrors,
  }) => {
    await lookInBothThemes(page, path, path);
    expect(consoleErrors).toEqual([]);
  });
}

test('no serious accessibility problem on the registration form with its errors, in both themes', async ({
  page,
  consoleErrors,
}) => {
  await lookInBothThemes(page, '/auth/registration', 'registration form with errors', async () => {
    await page.getByRole('button', { name: 'With my phone number' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
  });
  expect(consoleErrors).toEqual([]);
});

for (const theme of THEMES) {
  test(`no serious accessibility problem on the play screens, ${theme} theme`, async ({
    page,
    consoleErrors,
  }) => {
    const player = await newPlayer(page, { name: `Axe ${theme}` });
    await playerTheme(page, player, theme);
    const gameId = await someGameId(page, theme === 'dark' ? 1 : 0);
    await page.goto(`/play/overview/${gameId}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), 'play overview').toEqual([]);
    await page.getByRole('button', { name: 'Play solo' }).click();
    expect(await violations(page), 'solo prompt').toEqual([]);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const choices = page.getByRole('group', { name: 'Choices' }).getByRole('button');
    await choices.first().click();
    expect(await violations(page), 'play screen').toEqual([]);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    expect(consoleErrors).toEqual([]);
  });
}

/** A signed-in player's own screens. */
const PLAYER_SCREENS = [
  '/my-challenges',
  '/solo/results',
  '/my-credits',
  '/friends',
  '/notifications',
  '/settings',
  '/gains',
];

for (const [index, path] of PLAYER_SCREENS.entries()) {
  test(`no serious accessibility problem on the player's ${path}, in both themes`, async ({
    page,
    consoleErrors,
  }) => {
    const player = await newPlayer(page, { name: `Axe ${index}` });
    for (const theme of THEMES) {
      await playerTheme(page, player, theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), `${path}, ${theme}`).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}

for (const theme of THEMES) {
  test(`no serious accessibility problem in the cash-out and settings dialogs, ${theme} theme`, async ({
    page,
    consoleErrors,
  }) => {
    const player = await newPlayer(page, { name: `Axe dialogs ${theme}` });
    await playerTheme(page, player, theme);
    // The cash-out dialog a new player meets: nothing to cash out yet.
    await page.goto('/gains');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('button', { name: 'Cash out' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page), 'no winnings dialog').toEqual([]);
    // The settings edits with the most parts: the phone field behind its prefix, the birthday.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Change: E-mail or phone number' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Phone number' }).click();
    await expect(page.getByRole('dialog').getByLabel('Phone number')).toBeVisible();
    expect(await violations(page), 'contact dialog').toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Change: Birthday' }).click();
    await expect(page.getByRole('dialog').getByLabel('Year')).toBeVisible();
    expect(await violations(page), 'birthday dialog').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
