import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { newPlayer, registerPlayer } from './support/players';

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

/**
 * Marks, in the page, every control a pointer can use: links, buttons, fields and any
 * element Preact gave a click handler (kept on the element as `l`), visible and outside
 * inert or hidden parts. One key per stop of Tab: a radio group and a tab list are one
 * stop each (the arrows move inside them). Answers the keys and a name for each.
 */
function markControls() {
  const native = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
  const clickable = (element: Element) =>
    Object.keys((element as Element & { l?: object }).l ?? {}).some((key) =>
      key.startsWith('click'),
    );
  const shown = (element: HTMLElement) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest('[inert], [aria-hidden="true"], dialog:not([open])') &&
    !(element as HTMLButtonElement).disabled;
  const keyOf = (element: HTMLElement, index: number) => {
    const tablist = element.closest('[role="tablist"]');
    if (tablist) return `tablist:${tablist.getAttribute('aria-label')}`;
    if (element instanceof HTMLInputElement && element.type === 'radio')
      return `radio:${element.name}`;
    return `control:${index}`;
  };
  const names: Record<string, string> = {};
  const all = [...document.querySelectorAll<HTMLElement>('body *')].filter(
    (element) => element.matches(native) || clickable(element),
  );
  all.filter(shown).forEach((element, index) => {
    const key = keyOf(element, index);
    element.dataset.tabStop = key;
    names[key] =
      `${element.tagName} ${element.textContent?.trim().slice(0, 40) || element.getAttribute('aria-label') || ''}`;
  });
  const visited = new Set<string>();
  const unmarked = new Set<string>();
  Object.assign(window, { tabVisited: visited, tabUnmarked: unmarked });
  // A stop must show where the focus is, on screen: an outline or a ring drawn as a
  // shadow. A field hidden for looks (a file chooser) shows it on its label instead.
  const seenAs = (element: HTMLElement) =>
    element.getBoundingClientRect().width < 2 ? (element.closest('label') ?? element) : element;
  const marked = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    const onScreen = box.width >= 2 && box.height >= 2 && box.right > 0 && box.left < innerWidth;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return onScreen && (outline || style.boxShadow !== 'none');
  };
  document.addEventListener('focusin', (event) => {
    const target = event.target as HTMLElement;
    const key = target.dataset?.tabStop;
    if (!key) return;
    visited.add(key);
    if (!marked(seenAs(target))) unmarked.add(key);
  });
  return names;
}

/**
 * Fails with the controls that Tab, pressed from the top of the page, never reaches. It
 * presses on by tens until all are reached: blocks that load as they come into view
 * (lazy blocks) add stops of their own on the way, so the count of presses is a bound.
 */
async function expectAllReachable(page: Page) {
  const names = await page.evaluate(markControls);
  const keys = Object.keys(names);
  expect(keys.length).toBeGreaterThan(5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unreached = () =>
    page.evaluate((all) => {
      const visited = (window as unknown as { tabVisited: Set<string> }).tabVisited;
      return all.filter((key) => !visited.has(key));
    }, keys);
  let missed = keys;
  for (let presses = 0; missed.length > 0 && presses < keys.length * 4 + 40; presses += 10) {
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Tab');
    missed = await unreached();
  }
  expect(
    missed.map((key) => names[key]),
    `not reached by Tab on ${page.url()}`,
  ).toEqual([]);
  const unmarked = await page.evaluate(() => [
    ...(window as unknown as { tabUnmarked: Set<string> }).tabUnmarked,
  ]);
  expect(
    unmarked.map((key) => names[key]),
    `no focus mark on ${page.url()}`,
  ).toEqual([]);
}

test('on the main screens, Tab reaches every visible control and shows where the focus is', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Clavier Atangana' });
  for (const path of ['/explore', '/settings', '/my-credits', '/friends']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAllReachable(page);
  }
  await page.goto('/explore');
  await page.locator('main a[href^="/play/overview/"]').first().click();
  await expect(page.getByRole('button', { name: 'Play solo' })).toBeVisible();
  await expectAllReachable(page);
  expect(consoleErrors).toEqual([]);
});
