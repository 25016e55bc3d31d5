import { expect, test } from './support/fixtures';
import { newPlayer } from './support/players';

/* The settings screen on a phone: edits kept, limits and a break obeyed, the account deleted. */

test('changes its settings and finds them kept after a reload', async ({ page, consoleErrors }) => {
  await newPlayer(page, { name: 'Settler' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Change' }).first().click();
  const name = page.getByRole('dialog', { name: 'Player name' });
  await name.getByLabel('Player name').fill('');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(name.getByLabel('Player name')).toHaveAttribute('aria-invalid', 'true');
  await name.getByLabel('Player name').fill('Settler Two');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(name).toHaveCount(0);

  await page.getByRole('switch', { name: 'Sound' }).uncheck();
  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.getByText('Settler Two').first()).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('sets a purchase limit and is refused above it; a raise waits a day; a break stops buying', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Careful' });
  await page.goto('/settings');
  const limits = page.getByRole('region', { name: 'Responsible play' }).getByRole('listitem');
  await limits.first().getByRole('button', { name: 'Set the limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limit: Credits bought, Last 24 hours' });
  await dialog.getByLabel('Credits at most (empty: no limit)').fill('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(limits.first()).toContainText('5 credits at most · 0 used');

  // Raised, it holds only a day later.
  await limits.first().getByRole('button', { name: 'Set the limit' }).click();
  await dialog.getByLabel('Credits at most (empty: no limit)').fill('50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(limits.first()).toContainText('5 credits at most');
  await expect(limits.first()).toContainText(/From .*: 50 credits at most/);

  await page.goto('/my-credits');
  await page.getByRole('button', { name: /Basic pack/ }).click();
  await page.getByRole('button', { name: 'Buy with mobile money' }).click();
  await page.getByLabel('Number that pays').fill('690000001');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the purchase' })
    .getByRole('button', { name: 'Buy with mobile money' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Purchase failed' })).toContainText(
    'This goes over a limit you set for yourself.',
  );
  await page.getByRole('button', { name: 'OK' }).click();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Start the break' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Take a break of 7 days?');
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText(/On a break until/)).toBeVisible();
  await page.goto('/my-credits');
  await page.getByRole('button', { name: /Single credit/ }).click();
  await page.getByRole('button', { name: 'Buy with mobile money' }).click();
  await page.getByLabel('Number that pays').fill('690000001');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the purchase' })
    .getByRole('button', { name: 'Buy with mobile money' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Purchase failed' })).toContainText(
    /taken a break/,
  );
  expect(consoleErrors).toEqual([]);
});

test('deletes the account with its password, after a wrong one is refused', async ({
  page,
  consoleErrors,
}) => {
  const player = await newPlayer(page, { name: 'Leaver' });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel('Your password, to confirm').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The account was not deleted: check your password.')).toBeVisible();
  await dialog.getByLabel('Your password, to confirm').fill(player.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  const login = await page.request.post('/api/token/', {
    data: { username: player.phone, password: player.password },
  });
  expect(login.status()).toBe(400);
  expect(consoleErrors).toEqual([]);
});
