import type { Page } from '@playwright/test';
import { expect, openMenu, test } from './support/fixtures';
import { newPlayer } from './support/players';

/*
 * The player site installed on a phone and opened without a network: its web app
 * manifest in the player's language, its service worker, the shell and the
 * catalogue read before shown offline, and the offline notice where a screen
 * needs the network, money and plays above all.
 */

// The other journeys keep the worker out (playwright.config.ts): this one is about it.
test.use({ serviceWorkers: 'allow' });

interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The manifest the page links, as a phone reads it. */
async function linkedManifest(page: Page): Promise<WebManifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  return (await answer.json()) as WebManifest;
}

/**
 * Waits for the service worker to control the page and to have kept what the page
 * read before it did (its registration hands it those reads once installed).
 */
async function workerReady(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('catalogue')).keys();
        return kept.some((request) => request.url.includes('/api/games/get/latest/'));
      }),
    )
    .toBe(true);
}

/** Every address the worker keeps, all caches together. */
async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** The shell's offline notice, above the screen. */
const offlineNotice = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'You are offline' }) });

test('the site installs in the reader’s language', async ({ page, consoleErrors }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Newest quiz' })).toBeVisible();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b7a3e');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);

  // The browser reads English (the journeys' locale): the English manifest.
  const english = await linkedManifest(page);
  expect(english).toMatchObject({
    lang: 'en',
    name: 'Quiz: timed quizzes and challenges',
    short_name: 'Quiz',
    start_url: '/explore',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b7a3e',
    background_color: '#f6f7f9',
  });
  expect(english.description).toContain('Timed quizzes');
  const sizes = (purpose?: string) =>
    english.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
  expect(sizes()).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toContain('512x512');
  for (const icon of english.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }

  // Switched to French: the page's manifest follows.
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const french = await linkedManifest(page);
  expect(french).toMatchObject({
    lang: 'fr',
    name: 'Quiz : quiz chronométrés et défis',
    short_name: 'Quiz',
    start_url: '/explore',
  });
  expect(french.description).toContain('Des quiz chronométrés');
  expect(consoleErrors).toEqual([]);
});

test('after one visit, the site opens offline with the catalogue read before', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/explore');
  const newest = page.getByRole('heading', { name: 'Newest quiz' });
  await expect(newest).toBeVisible();
  const firstQuiz = page.locator('main a[href^="/play/overview/"]').first();
  const quizName = (await firstQuiz.textContent())?.trim() ?? '';
  const gameId = (await firstQuiz.getAttribute('href'))?.split('/').pop();
  expect(quizName).not.toBe('');
  await workerReady(page);
  await expect(offlineNotice(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  // The shell, the newest quizzes as read online, and the phone's state said plainly.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Test your knowledge, win money',
  );
  await expect(newest).toBeVisible();
  await expect(firstQuiz).toHaveText(quizName);
  await expect(offlineNotice(page)).toBeVisible();
  // What was never read is not made up: the worker's own fetches are offline too.
  const unread = await page.evaluate(() =>
    fetch('/api/games/get/trending/1/3/').then(
      (answer) => answer.status,
      () => 'failed',
    ),
  );
  expect(unread).toBe('failed');

  // A screen never opened: the offline notice with a way to try again, not the browser's error.
  await page.goto('/categories');
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await offlineNotice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(offlineNotice(page)).toBeVisible();

  // A play cannot start offline, and says so.
  await page.goto(`/play/on/solo/${gameId}`);
  await expect(page.getByText('You are offline: this needs an internet connection.')).toBeVisible();

  // The back office is never answered by the player's worker.
  await expect(page.goto('/administration/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

  // Back online, the screen reads as ever.
  await context.setOffline(false);
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);

  // What the worker keeps: the catalogue's reads, never a player's own, money or plays.
  const api = (await keptUrls(page))
    .map((url) => new URL(url).pathname)
    .filter((path) => path.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  for (const path of api) {
    expect(path).toMatch(
      /^\/api\/(games\/(indexes|index|get|quote)\/|ads\/|hall-of-fame\/|badges\/types\/|populate\/)/,
    );
  }
  expect(consoleErrors).toEqual([]);
});

test('offline, money is neither shown from a cache nor moved', async ({
  page,
  context,
  consoleErrors,
}) => {
  const player = await newPlayer(page, { name: 'Ndolo Hors-Ligne' });
  await workerReady(page);
  await page.goto('/my-credits');
  const balance = page.getByTestId('credits-balance');
  const headerBalance = page.getByRole('banner').getByRole('link', { name: /credits/ });
  await expect(balance).toHaveText('3');
  await expect(headerBalance).toHaveText('x3');

  // Gone offline on the screen: a purchase is refused on the phone, never sent later.
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await page.getByRole('button', { name: /Basic pack/ }).click();
  await page.getByRole('button', { name: 'Buy with mobile money' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay with' });
  await payment.getByLabel('Number that pays').fill('690000001');
  await payment.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the purchase' })
    .getByRole('button', { name: 'Buy with mobile money' })
    .click();
  const refused = page.getByRole('dialog', { name: 'Purchase failed' });
  await expect(refused).toContainText('You are offline: this needs an internet connection.');
  await refused.getByRole('button', { name: 'OK' }).click();

  // Opened again offline: the offline notice, and no balance from any cache, nor the
  // header's last one.
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My credits' })).toBeVisible();
  await expect(balance).toHaveCount(0);
  await expect(headerBalance).toHaveCount(0);

  // Back online: nothing was bought behind the player's back.
  await context.setOffline(false);
  await page.reload();
  await expect(balance).toHaveText('3');
  await expect(headerBalance).toHaveText('x3');
  const mine = await page.request.get('/api/me/my-credits/', {
    headers: { authorization: `Bearer ${player.access}` },
  });
  expect(((await mine.json()) as { number_of_credits: number }).number_of_credits).toBe(3);
  expect(consoleErrors).toEqual([]);
});

test.describe('with the worker blocked, as the other journeys run', () => {
  test.use({ serviceWorkers: 'block' });

  test('the site runs as before, reading from the server alone', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/explore');
    await expect(page.getByRole('heading', { name: 'Newest quiz' })).toBeVisible();
    await page.waitForLoadState('load');
    // The registration waits for the load: given its turn, it is refused, quietly.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    const registered = await page.evaluate(async () =>
      navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
    );
    expect(registered).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});
