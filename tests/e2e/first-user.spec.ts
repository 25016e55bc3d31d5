import type { Page } from '@playwright/test';
import { TEXT } from './support/admin-session';
import { expect, openMenu, test } from './support/fixtures';

/** Signs in through the login screen and waits for the redirect target. */
async function signIn(page: Page, email: string, password: string, redirect: string) {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo player of the seed, who reads French. */
async function signInPlayer(page: Page, redirect: string) {
  await signIn(page, 'player@quiz.cm', 'player-demo-2026', redirect);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/** A visitor who chose French: the saved choice wins over the browser's English. */
async function readFrench(page: Page) {
  await page.addInitScript(() => localStorage.setItem('quiz.lang', '"fr"'));
}

/** Scrolls to the foot of the page until the lazy blocks stop adding height. */
async function scrollToTheEnd(page: Page) {
  let height = 0;
  for (let round = 0; round < 30; round += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    const next = await page.evaluate(() => document.documentElement.scrollHeight);
    if (next === height) return;
    height = next;
  }
}

test('counted texts take the form of their number, in English and in French', async ({
  page,
  consoleErrors,
}) => {
  // One quiz of the seed has "Makossa" in its title; nothing has "zzzz".
  await page.goto('/search?current=quizzes&text=Makossa');
  await expect(page.getByText('1 result for “Makossa”', { exact: true })).toBeVisible();
  await page.goto('/search?current=quizzes&text=zzzz');
  await expect(page.getByText('0 results for “zzzz”', { exact: true })).toBeVisible();

  await readFrench(page);
  await page.goto('/search?current=quizzes&text=Makossa');
  await expect(page.getByText('1 résultat pour « Makossa »', { exact: true })).toBeVisible();
  // French counts zero as singular.
  await page.goto('/search?current=quizzes&text=zzzz');
  await expect(page.getByText('0 résultat pour « zzzz »', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a proverb is attributed in the language of the interface', async ({
  page,
  consoleErrors,
}) => {
  // The seed's proverbs, as the API sends them: the author field is one text for both languages.
  await page.route('**/api/games/quote/', (route) =>
    route.fulfill({
      json: {
        id: 1,
        author: 'African proverb',
        quote_en: 'It takes a whole village to raise a child.',
        quote_fr: 'Il faut tout un village pour élever un enfant.',
      },
    }),
  );
  await page.goto('/explore');
  const quote = page.getByRole('figure', { name: 'Quote of the moment' });
  await expect(quote).toContainText('— African proverb');

  await readFrench(page);
  await page.goto('/explore');
  const citation = page.getByRole('figure', { name: 'Citation du moment' });
  await expect(citation).toContainText('Il faut tout un village');
  await expect(citation).toContainText('— Proverbe africain');
  await expect(citation).not.toContainText('African proverb');
  expect(consoleErrors).toEqual([]);
});

test('each block of the explore page has its own title', async ({ page, consoleErrors }) => {
  await readFrench(page);
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 2, name: 'Le plus récent' })).toBeVisible();
  await scrollToTheEnd(page);
  // The last blocks are the latest quizzes of each category.
  await expect(
    page.getByRole('heading', { level: 2, name: /^Nouveautés :/ }).first(),
  ).toBeVisible();
  const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const repeated = titles.filter((title, i) => titles.indexOf(title) !== i);
  expect(titles.length).toBeGreaterThan(8);
  expect(repeated, titles.join(' | ')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the phone menu lists every category', async ({ page, consoleErrors }) => {
  const answer = await page.request.get('/api/games/indexes/0/');
  const { indexes } = (await answer.json()) as { indexes: { id: number; label_en: string }[] };
  expect(indexes.length).toBe(9);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/explore');
  const menu = await openMenu(page);
  const links = menu.getByRole('region', { name: 'Categories' }).getByRole('link');
  await expect(links).toHaveCount(indexes.length);
  expect(await links.allTextContents()).toEqual(indexes.map((index) => index.label_en));
  expect(consoleErrors).toEqual([]);
});

test('the hall of fame fits a 360 px phone: whole period filter, names never cut mid-word', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInPlayer(page, '/hall-of-fame');
  const tabs = page.getByRole('tablist', { name: 'Période' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  // Every period in sight, none past the screen's edge.
  for (const tab of await tabs.all()) {
    const label = (await tab.textContent()) ?? '';
    const box = await tab.boundingBox();
    expect(box, label).not.toBeNull();
    expect(box?.x ?? -1, label).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(360);
    await expect(tab).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('list', { name: 'Podium' }).getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const answer = await page.request.get('/api/hall-of-fame/last_30/1/10/');
  const { list } = (await answer.json()) as { list: { user: { player_name: string } }[] };
  expect(list.length).toBeGreaterThan(3);
  for (const { user } of list) {
    const name = page.getByRole('main').getByText(user.player_name, { exact: true });
    await expect(name).toHaveCount(1);
    const layout = await name.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize);
      return {
        lines: Math.round(element.getBoundingClientRect().height / lineHeight),
        breaksAnywhere: style.overflowWrap === 'anywhere' || style.wordBreak === 'break-all',
        clipped: element.scrollWidth > element.clientWidth,
        ellipsis: style.textOverflow === 'ellipsis',
      };
    });
    expect(layout.breaksAnywhere, user.player_name).toBe(false);
    // The seed's names are single words: one line, ellipsised if too long.
    expect(layout.lines, user.player_name).toBe(1);
    if (layout.clipped) expect(layout.ellipsis, user.player_name).toBe(true);
  }
  expect(consoleErrors).toEqual([]);
});

test('an unknown page answers 404 with the not-found screen; routes of the site answer 200', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Quiz');

  for (const path of ['/explore/nothing', '/category/12/more', '/assets/missing.js']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  for (const path of [
    '/',
    '/explore',
    '/explore/',
    '/category/12',
    '/badge-users/3',
    '/play/on/solo/4?challenge_id=2',
    '/terms-&-conditions',
    '/auth/registration/verification?username=a%40b.cm',
    '/user-profile/4/badges',
    '/administration/',
    '/administration/games/12',
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  const api = await page.request.get('/api/no-such-call/');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ status_message: 'NOT_FOUND' });
  expect(consoleErrors).toEqual([]);
});

test.describe('on a desktop-sized screen, where managers work', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a manager lands on the back office, can play in player mode and sign out', async ({
    page,
    consoleErrors,
  }) => {
    const t = TEXT.en;
    const chooseInMenu = (name: string) => page.getByRole('menuitem', { name }).click();
    await signIn(page, 'games@quiz.cm', 'games-demo-2026', '/explore');
    await expect(page).toHaveURL(/\/administration\/games$/);
    await expect(page.getByRole('heading', { level: 1, name: t.games })).toBeVisible();

    // Player mode: the player site, and it stays there after a reload (no bounce back).
    await chooseInMenu(t.playerMode);
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Test your knowledge/);
    await page.reload();
    await page.goto('/hall-of-fame');
    await expect(page.getByRole('list', { name: 'Podium' })).toBeVisible();
    await expect(page).toHaveURL(/\/hall-of-fame$/);

    // Back to the back office from the menu, which switches to admin mode.
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: t.adminMode }).click();
    await expect(page).toHaveURL(/\/administration\/games$/);
    await page.goto('/explore');
    await expect(page).toHaveURL(/\/administration\//);

    // Signing out, once confirmed, ends the session for both apps.
    await chooseInMenu(t.logout);
    await page.getByRole('button', { name: t.yes }).click();
    await expect(page).toHaveURL(/\/administration\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
    await page.goto('/my-credits');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmy-credits$/);
    expect(consoleErrors).toEqual([]);
  });
});

test('a profile offers the friend moves, which the server carries out', async ({
  page,
  consoleErrors,
}) => {
  await signInPlayer(page, '/search?current=friends&text=boris');
  await page.getByRole('tabpanel').getByRole('link', { name: /Boris/i }).first().click();
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByText('Ami', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Voir les badges/ })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Retirer des amis' }),
  ).toBeVisible();

  // A player who is not a friend: an invitation, sent and then taken back.
  const answer = await page.request.get('/api/hall-of-fame/all_time/1/10/');
  const { list } = (await answer.json()) as { list: { user: { id: number } }[] };
  const stranger = list.find(({ user }) => user.id > 7);
  await page.goto(`/user/${stranger?.user.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByText("Demande d'ami envoyée")).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Annuler la demande' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Inviter' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
