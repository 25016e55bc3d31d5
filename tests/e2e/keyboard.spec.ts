import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newPlayer, registerPlayer } from './support/players';

/*
 * The player site with a keyboard alone: Tab to move, Enter to follow or press, Escape
 * to close. Dialogs keep Tab and Shift+Tab inside while open and give the focus back
 * to what opened them.
 */

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user makes their way to it. */
async function tabTo(page: Page, target: Locator, most = 60) {
  await expect(target).toBeVisible();
  for (let press = 0; press < most; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} not reached in ${most} presses of Tab`);
}

test('a visitor reaches sign-in from explore and signs in with the keyboard alone', async ({
  page,
  consoleErrors,
}) => {
  const player = await registerPlayer(page, { name: 'Clavier Fouda' });
  await page.goto('/explore');
  await tabTo(page, page.getByRole('link', { name: 'Sign in' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login/);
  await tabTo(page, page.getByLabel('E-mail or phone number'));
  await page.keyboard.type(player.phone);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(player.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('link', { name: 'Notifications' }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a player opens a quiz's overview and starts a solo with the keyboard; its popup keeps the focus", async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Clavier Ngono' });
  await page.goto('/explore');
  await tabTo(page, page.locator('main a[href^="/play/overview/"]').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/play\/overview\/\d+$/);
  const playSolo = page.getByRole('button', { name: 'Play solo' });
  await tabTo(page, playSolo);
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  const cancel = popup.getByRole('button', { name: 'Cancel' });
  const play = popup.getByRole('button', { name: 'Play', exact: true });
  // Its first control has the focus; Tab past the last comes back to it, Shift+Tab the other way.
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(play).toBeFocused();
  // Escape closes it, and the focus is back on what opened it.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(playSolo).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/play\/on\/solo\/\d+$/);
  await expect(page.getByText(/^Question 1\//)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the menu keeps the focus inside while open and gives it back to its button', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/explore');
  const button = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const close = menu.getByRole('button', { name: 'Close' });
  const last = menu.getByRole('link', { name: 'Terms and conditions' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
