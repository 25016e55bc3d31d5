import { expect, test } from './support/fixtures';
import { expectAllReachable, tabTo } from './support/keyboard';
import { choicesOf, playThrough } from './support/play';
import { newPlayer, registerPlayer, someGameId } from './support/players';

/*
 * The player site with a keyboard alone: Tab to move, Enter to follow or press, Escape
 * to close. Dialogs keep Tab and Shift+Tab inside while open and give the focus back
 * to what opened them.
 */

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
  const password = page.getByLabel('Password', { exact: true });
  await tabTo(page, password);
  // Sent empty: the focus lands on the field in error, whose box shows it has the focus.
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  const ring = await password.evaluate(
    (field) => getComputedStyle(field.parentElement as HTMLElement).outlineStyle,
  );
  expect(ring).toBe('solid');
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

test('a player changes a setting through its dialog, which keeps and gives back the focus', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Clavier Essomba' });
  await page.goto('/settings');
  const change = page.getByRole('button', { name: 'Change: Gender' });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Gender' });
  const save = dialog.getByRole('button', { name: 'Save' });
  // Shift+Tab from the first control wraps to the last one, Tab back again.
  await expect(dialog.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  // Arrows choose among radios, as in any radio group.
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Female')).toBeChecked();
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: 'Gender' })).toContainText('Female');
  expect(consoleErrors).toEqual([]);
});

test('a player chooses a pack and reaches the purchase confirmation, then backs out with Escape', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Clavier Mballa' });
  await page.goto('/my-credits');
  await expect(page.getByTestId('credits-balance')).toHaveText('3');
  const basic = page.getByRole('button', { name: /Basic pack/ });
  await tabTo(page, basic);
  await page.keyboard.press('Enter');
  const buy = page.getByRole('dialog').getByRole('button', { name: 'Buy with mobile money' });
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  const payment = page.getByRole('dialog', { name: 'Pay with' });
  await tabTo(page, payment.getByLabel('Number that pays'));
  await page.keyboard.type('690000001');
  await tabTo(page, payment.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm the purchase' });
  await tabTo(page, confirm.getByRole('button', { name: 'Buy with mobile money' }));
  // Escape until no dialog is left: nothing is bought, and the focus is on the screen again.
  for (let press = 0; press < 3 && (await page.getByRole('dialog').count()) > 0; press += 1) {
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(basic).toBeFocused();
  await expect(page.getByTestId('credits-balance')).toHaveText('3');
  expect(consoleErrors).toEqual([]);
});

test('a player searches a player from the friends screen and sends a friend request', async ({
  page,
  consoleErrors,
}) => {
  const name = `Kribi${Date.now() % 100_000}`;
  await registerPlayer(page, { name });
  await newPlayer(page, { name: 'Clavier Abena' });
  await page.goto('/friends');
  await tabTo(page, page.getByRole('link', { name: 'Search players' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?current=friends/);
  // A new screen takes the focus, as a page load would: Tab goes on from its top.
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('tabpanel').getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Invite' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Friend request sent')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the arrow keys switch a tabbed screen's tabs and show the chosen panel", async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Clavier Owona' });
  await page.goto('/friends');
  const mine = page.getByRole('tab', { name: /^My friends/ });
  const requests = page.getByRole('tab', { name: 'Requests' });
  await tabTo(page, mine);
  await page.keyboard.press('ArrowRight');
  await expect(requests).toBeFocused();
  await expect(requests).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No friend request.')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(mine).toBeFocused();
  await expect(mine).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test('on the main screens and through a solo play, Tab reaches every visible control and shows where the focus is', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Clavier Atangana' });
  // Each screen once its own controls are in, not only its title and the site's frame.
  const screens = [
    ['/explore', page.locator('main a[href^="/play/overview/"]').first()],
    ['/settings', page.getByRole('button', { name: 'Change: Gender' })],
    ['/my-credits', page.getByRole('button', { name: /Basic pack/ })],
    ['/friends', page.getByRole('tab', { name: 'Requests' })],
  ] as const;
  for (const [path, loaded] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loaded).toBeVisible();
    await expectAllReachable(page);
  }
  await page.goto('/explore');
  await page.locator('main a[href^="/play/overview/"]').first().click();
  await expect(page.getByRole('button', { name: 'Play solo' })).toBeVisible();
  await expectAllReachable(page);
  // A solo in progress, a question on screen: Leave, each choice and Next.
  await page.goto(`/play/on/solo/${await someGameId(page)}`);
  const choices = choicesOf(page);
  await expect(choices.first()).toBeVisible();
  await expectAllReachable(page, (await choices.count()) + 2);
  // Its score once played (its two ways on), then the solo results that list it.
  await playThrough(page);
  await expectAllReachable(page, 2);
  await page.goto('/solo/results');
  await expect(page.locator('main a[href*="soloDetails="]')).toHaveCount(1);
  await expectAllReachable(page);
  expect(consoleErrors).toEqual([]);
});
