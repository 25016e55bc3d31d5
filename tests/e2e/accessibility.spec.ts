import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { type NewPlayer, newPlayer, registerPlayer, someGameId } from './support/players';
import { buyBasicPack } from './support/purchases';

/*
 * Every route of the site, signed out and signed in, in both themes and without
 * sideways scrolling (the phone project runs at 360 px). axe takes a couple of seconds
 * of processor a full look: each test looks at a few screens, full in the light theme,
 * then only at the colours in the dark one, whose markup is the same.
 */

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

interface Screen {
  path: string;
  /** What shows once the screen is there: its main heading unless said. */
  ready?: (page: Page) => Locator;
  /** Done before looking: a form sent with errors, say. */
  act?: (page: Page) => Promise<void>;
}

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Looks at each screen in the light theme, then in the dark one that `useTheme` puts
 * on. The first screen of each theme is loaded (the theme is read then); the others
 * are reached as the site's links do, which the router follows, without loading again.
 */
async function lookAtScreens(
  page: Page,
  screens: Screen[],
  useTheme: (theme: Theme) => Promise<void>,
) {
  for (const theme of THEMES) {
    await useTheme(theme);
    for (const [index, screen] of screens.entries()) {
      if (index === 0) await page.goto(screen.path);
      else await page.evaluate((to) => history.pushState(null, '', to), screen.path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect((screen.ready ?? mainHeading)(page).first()).toBeVisible();
      await screen.act?.(page);
      await expectAccessible(page, `${screen.path}, ${theme}`, {
        coloursOnly: theme === 'dark',
      });
    }
  }
}

/** A visitor's theme is kept in the browser (light until switched). */
function visitorTheme(page: Page) {
  return async (theme: Theme) => {
    if (theme === 'light') return;
    if (page.url() === 'about:blank') await page.goto('/help');
    await page.evaluate(() => localStorage.setItem('quiz.theme', 'true'));
  };
}

/** A player's theme is the account's setting. */
function playerTheme(page: Page, player: NewPlayer) {
  return async (theme: Theme) => {
    const themed = await page.request.put('/api/me/?index=switch%20theme&field=settings', {
      headers: { authorization: `Bearer ${player.access}` },
      data: { value: theme === 'dark' },
    });
    expect(themed.ok()).toBe(true);
  };
}

async function firstId(page: Page, path: string, list: string): Promise<number> {
  const answer = await page.request.get(path);
  expect(answer.ok()).toBe(true);
  const id = ((await answer.json()) as Record<string, { id: number }[]>)[list]?.[0]?.id;
  if (id === undefined) throw new Error(`nothing in ${path}`);
  return id;
}

test('a visitor: explore, categories, a category, search and the open challenges', async ({
  page,
  consoleErrors,
}) => {
  const category = await firstId(page, '/api/games/indexes/0/', 'indexes');
  await lookAtScreens(
    page,
    [
      { path: '/explore' },
      { path: '/categories' },
      { path: `/category/${category}` },
      { path: '/search?current=quizzes&text=musique' },
      { path: '/explore-challenges' },
    ],
    visitorTheme(page),
  );
  expect(consoleErrors).toEqual([]);
});

test('a visitor: sign-in, registration (with its errors), verification and forgotten password', async ({
  page,
  consoleErrors,
}) => {
  await lookAtScreens(
    page,
    [
      { path: '/auth/login' },
      {
        path: '/auth/registration',
        act: async () => {
          await page.getByRole('button', { name: 'With my phone number' }).click();
          await page.getByRole('button', { name: 'Register' }).click();
          await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        },
      },
      { path: '/auth/registration/verification?username=677001199' },
      { path: '/auth/forgot-password' },
    ],
    visitorTheme(page),
  );
  expect(consoleErrors).toEqual([]);
});

test('a visitor: help, play modes, terms, a missing page and the sign-in prompt of a play', async ({
  page,
  consoleErrors,
}) => {
  const gameId = await someGameId(page);
  await lookAtScreens(
    page,
    [
      { path: '/help' },
      { path: '/play-modes' },
      { path: '/terms-&-conditions' },
      { path: '/no-such-page' },
      {
        path: `/play/on/solo/${gameId}`,
        ready: (screen) => screen.getByRole('dialog', { name: 'Sign in to play' }),
      },
    ],
    visitorTheme(page),
  );
  expect(consoleErrors).toEqual([]);
});

test("a visitor: the badges, a badge's holders, a player's badges and the all-star board", async ({
  page,
  consoleErrors,
}) => {
  const badge = await firstId(page, '/api/badges/types/actives/', 'actives');
  const someone = await registerPlayer(page, { name: 'Axe Badges' });
  await lookAtScreens(
    page,
    [
      { path: '/badges-general' },
      { path: `/badge-users/${badge}` },
      { path: `/badges/${someone.id}` },
      { path: '/all-star' },
    ],
    visitorTheme(page),
  );
  expect(consoleErrors).toEqual([]);
});

/** A signed-in player's own screens, a few a test. */
const PLAYER_SCREENS = [
  ['/my-challenges', '/solo/results', '/my-credits', '/friends'],
  ['/notifications', '/settings', '/gains', '/preferences'],
  ['/hall-of-fame', '/player-statistics', '/logout'],
];

for (const [index, paths] of PLAYER_SCREENS.entries()) {
  test(`a player: ${paths.join(', ')}`, async ({ page, consoleErrors }) => {
    const player = await newPlayer(page, { name: `Axe ${index}` });
    await lookAtScreens(
      page,
      paths.map((path) => ({ path })),
      playerTheme(page, player),
    );
    expect(consoleErrors).toEqual([]);
  });
}

test("a player: another player's profile, a challenge's overview and its result", async ({
  page,
  consoleErrors,
}) => {
  const starter = await registerPlayer(page, { name: 'Axe Starter' });
  const started = await page.request.post('/api/games/challenge/start/', {
    headers: { authorization: `Bearer ${starter.access}` },
    data: { number_of_energies: 1, game_id: await someGameId(page, 5), friends: [] },
  });
  expect(started.status()).toBe(201);
  const { challenge_id: challengeId } = (await started.json()) as { challenge_id: number };
  const player = await newPlayer(page, { name: 'Axe Looker' });
  await lookAtScreens(
    page,
    [
      { path: `/user/${starter.id}` },
      { path: `/challenge/overview/${challengeId}` },
      { path: `/challenge/result/${challengeId}` },
    ],
    playerTheme(page, player),
  );
  expect(consoleErrors).toEqual([]);
});

test('a player: the receipt of a purchase', async ({ page, consoleErrors }) => {
  const player = await newPlayer(page, { name: 'Axe Receipt' });
  const purchase = await buyBasicPack(page, player.access, {
    method: 'om',
    phone_number: player.phone,
  });
  await lookAtScreens(
    page,
    [{ path: `/receipt/purchases/${purchase.id}` }],
    playerTheme(page, player),
  );
  expect(consoleErrors).toEqual([]);
});

for (const theme of THEMES) {
  test(`no serious accessibility problem on the play screens, ${theme} theme`, async ({
    page,
    consoleErrors,
  }) => {
    const player = await newPlayer(page, { name: `Axe ${theme}` });
    await playerTheme(page, player)(theme);
    const coloursOnly = theme === 'dark';
    const gameId = await someGameId(page, theme === 'dark' ? 1 : 0);
    await page.goto(`/play/overview/${gameId}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'play overview', { coloursOnly });
    await page.getByRole('button', { name: 'Play solo' }).click();
    await expectAccessible(page, 'solo prompt', { coloursOnly });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const choices = page.getByRole('group', { name: 'Choices' }).getByRole('button');
    await choices.first().click();
    await expectAccessible(page, 'play screen', { coloursOnly });
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    expect(consoleErrors).toEqual([]);
  });
}

for (const theme of THEMES) {
  test(`no serious accessibility problem in the cash-out and settings dialogs, ${theme} theme`, async ({
    page,
    consoleErrors,
  }) => {
    const player = await newPlayer(page, { name: `Axe dialogs ${theme}` });
    await playerTheme(page, player)(theme);
    const coloursOnly = theme === 'dark';
    // The cash-out dialog a new player meets: nothing to cash out yet.
    await page.goto('/gains');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('button', { name: 'Cash out' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'no winnings dialog', { coloursOnly });
    // The settings edits with the most parts: the phone field behind its prefix, the birthday.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Change: E-mail or phone number' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Phone number' }).click();
    await expect(page.getByRole('dialog').getByLabel('Phone number')).toBeVisible();
    await expectAccessible(page, 'contact dialog', { coloursOnly });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Change: Birthday' }).click();
    await expect(page.getByRole('dialog').getByLabel('Year')).toBeVisible();
    await expectAccessible(page, 'birthday dialog', { coloursOnly });
    expect(consoleErrors).toEqual([]);
  });
}
