import type { Page } from '@playwright/test';
import { expect, openMenu, test } from './support/fixtures';

/*
 * /explore comes with its first view in its HTML (player/scripts/prerender.mjs):
 * the shell, the banners and the skeletons of the lists paint before any script
 * runs, in French like the page's first language. The app then renders over
 * the same elements in the player's language, and nothing on screen moves.
 */

test('the explore page shows its shell and skeletons before any script runs', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/explore');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Quiz' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
  // The lists' skeletons hold their place until their answers come.
  await expect(page.locator('#explore-panel [aria-hidden="true"] span').first()).toBeVisible();
  // Styled without a stylesheet to wait for: its styles come inside the page.
  const banner = page.getByRole('banner');
  expect(await banner.evaluate((header) => getComputedStyle(header).display)).not.toBe('inline');
  // Other pages have no first view of their own: the app shows them once it runs.
  await page.goto('/categories');
  await expect(page.locator('#app')).toBeEmpty();
  await context.close();
});

/**
 * Holds back the app's code, as a slow network does for about a second: the page
 * shows what came in its HTML, and no script of the app runs until `release()`.
 */
async function holdAppCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tap on the menu button before the app runs opens the menu once it runs', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/explore', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Menu' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a tap on a tab before the app runs leads to the tab's screen once it runs", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/explore', { waitUntil: 'commit' });
  await page.getByRole('tab', { name: 'Pour vous' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  release();
  await expect(page).toHaveURL(/\/explore-challenges$/);
});

test('the dark theme a player chose is on before the app runs', async ({ page, consoleErrors }) => {
  // The player chooses the dark theme, as the menu offers it.
  await page.goto('/explore');
  const menu = await openMenu(page);
  await menu.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The next pages, the prerendered one and a plain one, paint dark before any of the
  // app's code is there: the server's Content-Security-Policy lets the page's own
  // inline script run (a refused script would be a console error).
  const release = await holdAppCode(page);
  for (const path of ['/explore', '/categories']) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#10151c');
    // The dark theme's background (global.css), not the light one's.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(16, 21, 28)');
  }
  release();
  expect(consoleErrors).toEqual([]);
});

/** Counts the page's layout shifts and marks its own heading before the app runs. */
const watchShifts = () => {
  const shifts: number[] = [];
  Object.assign(window, { shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push((entry as unknown as { value: number }).value);
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    Object.assign(document.querySelector('h1') ?? {}, { fromPage: true });
  });
};

const shiftsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );

test('the app renders over the first view in the player language', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(watchShifts);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/explore');
  // The browser's language (English here) replaces the page's French...
  await expect(
    page.getByRole('heading', { level: 1, name: 'Test your knowledge, win money' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Newest quiz' })).toBeVisible();
  // ...in the same elements, not new ones...
  expect(await page.locator('h1').evaluate((h1) => 'fromPage' in h1)).toBe(true);
  // ...and the styles already in the page are not downloaded again.
  const inPage = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(inPage.length).toBeGreaterThan(0);
  expect(stylesheets.filter((url) => inPage.includes(url))).toEqual([]);
  // English texts are shorter than French ones: on a narrow phone the banner loses a
  // line, the one move left (about 0.05; none at Lighthouse's 412 px).
  expect(await shiftsOf(page)).toBeLessThan(0.1);
  expect(consoleErrors).toEqual([]);
});

test.describe("in French, the page's own language", () => {
  test.use({ locale: 'fr-FR' });

  test('nothing moves when the lists, the quote and the ad arrive', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(watchShifts);
    await page.goto('/explore');
    await expect(page.getByRole('heading', { name: 'Le plus récent' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Publicité' }).getByRole('img'),
    ).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Citation du moment' })).toBeVisible();
    expect(await page.locator('h1').evaluate((h1) => 'fromPage' in h1)).toBe(true);
    // Their room was kept: a quote of three lines or more is the one thing that may move.
    expect(await shiftsOf(page)).toBeLessThan(0.02);
    expect(consoleErrors).toEqual([]);
  });

  test('a space with no ad keeps its room, with an invitation to play in it', async ({
    page,
    consoleErrors,
  }) => {
    // The server's answer for a space that has no ad (its OpenAPI: 404 NOT_FOUND).
    await page.route(/\/api\/ads\/1\/$/, (route) =>
      route.fulfill({ status: 404, json: { status_message: 'NOT_FOUND' } }),
    );
    await page.addInitScript(watchShifts);
    await page.goto('/explore');
    await expect(page.getByRole('heading', { name: 'Le plus récent' })).toBeVisible();
    const invitation = page.getByRole('link', {
      name: "Jouez aux quiz, défiez vos amis et gagnez de l'argent !",
    });
    await expect(invitation).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Publicité' })).toHaveCount(0);
    // The room the page kept for the ad is not given back: nothing below it moves up.
    expect(await shiftsOf(page)).toBeLessThan(0.02);
    await invitation.click();
    await expect(page).toHaveURL(/\/play-modes$/);
    expect(consoleErrors).toEqual([]);
  });
});

test('a category page keeps the room of its cover and texts while they load', async ({
  page,
  consoleErrors,
}) => {
  const answer = await page.request.get('/api/games/indexes/0/');
  const { indexes } = (await answer.json()) as { indexes: { id: number; label_en: string }[] };
  const category = indexes[0];
  if (!category) throw new Error('the seed has no category');
  // The category's answer held back, as on a slow network, while the page draws its skeletons.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/api/games/index/${category.id}/$`), async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(watchShifts);
  await page.goto(`/category/${category.id}`);
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  const before = await tabs.boundingBox();
  release();
  await expect(page.getByRole('heading', { level: 1, name: category.label_en })).toBeVisible();
  await expect(page.locator('main header img')).toBeVisible();
  // The cover takes the box its skeleton kept, the description and counts theirs.
  expect(Math.abs(((await tabs.boundingBox())?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);
  expect(await shiftsOf(page)).toBeLessThan(0.02);
  expect(consoleErrors).toEqual([]);
});
