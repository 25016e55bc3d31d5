import { expect, test } from './support/fixtures';
import { newPlayer, someGameId } from './support/players';
import { smallTapTargets } from './support/tap-targets';

/*
 * On a phone every control is at least 44x44 px, inline links and selects
 * included: a thumb on a small screen misses anything smaller.
 */
test.skip(({ isMobile }) => !isMobile, 'tap targets are a phone matter');

const VISITOR_SCREENS = [
  '/explore',
  '/explore-challenges',
  '/categories',
  '/search?current=quizzes&text=musique',
  '/auth/login',
  '/auth/registration',
  '/auth/forgot-password',
  '/help',
  '/terms-and-conditions',
  '/play-modes',
  '/badges-general',
  '/hall-of-fame',
];

const PLAYER_SCREENS = [
  '/my-challenges',
  '/solo/results',
  '/my-credits',
  '/gains',
  '/friends',
  '/notifications',
  '/settings',
  '/preferences',
  '/player-statistics',
];

test('every control of the visitor screens is big enough for a thumb', async ({
  page,
  consoleErrors,
}) => {
  const found: string[] = [];
  for (const path of VISITOR_SCREENS) {
    await page.goto(path);
    for (const small of await smallTapTargets(page)) found.push(`${path}: ${small}`);
  }
  expect(found).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('every control of the player screens is big enough for a thumb', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Pouce Ndzana' });
  const found: string[] = [];
  for (const path of [...PLAYER_SCREENS, `/play/overview/${await someGameId(page)}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    for (const small of await smallTapTargets(page)) found.push(`${path}: ${small}`);
  }
  expect(found).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
