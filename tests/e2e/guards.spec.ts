import { expect, test } from './support/fixtures';

test('a guarded screen sends a visitor to login and back after signing in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/my-credits');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmy-credits$/);
  await page.getByLabel('E-mail or phone number').fill('nobody@quiz.cm');
  await page.getByLabel('Password').fill('whatever-1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('E-mail or phone number')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail or phone number').fill('player@quiz.cm');
  await page.getByLabel('Password').fill('player-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-credits$/);
  // The demo player reads French: the site follows the account's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes crédits' })).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('25');

  // Signed in, the auth area sends the player on.
  await page.goto('/auth/registration?redirect=%2Fhelp');
  await expect(page).toHaveURL(/\/help$/);
  expect(consoleErrors).toEqual([]);
});

test('registration refuses a player under 18 on the birthday', async ({ page, consoleErrors }) => {
  await page.goto('/auth/registration');
  await page.getByRole('button', { name: 'With my e-mail address' }).click();
  await page.getByLabel('E-mail').fill('young@quiz.cm');
  await page.getByLabel('Password', { exact: true }).fill('Douala-Port-2026');
  await page.getByLabel('Confirm password').fill('Douala-Port-2026');
  await page.getByLabel('Day').fill('1');
  await page.getByLabel('Month').fill('1');
  await page.getByLabel('Year').fill(String(new Date().getFullYear() - 16));
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/registration$/);
  expect(consoleErrors).toEqual([]);
});

test('unknown pages, help anchors and the terms language switch', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refresh' })).toHaveCount(0);

  await page.goto('/help#challenge-mode');
  await expect(page.getByRole('heading', { level: 2, name: 'Challenge mode' })).toBeVisible();
  await expect(page.locator('#challenge-mode')).toBeInViewport();

  await page.goto('/terms-&-conditions');
  await page.getByRole('main').getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Conditions générales/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Call 6/ })).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});
