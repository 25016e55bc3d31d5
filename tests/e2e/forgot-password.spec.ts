import { expect, lastCode, openMenu, test } from './support/fixtures';

const account = 'player@quiz.cm';
const newPassword = 'Limbe-Beach-2026';

test('a forgotten password is reset with the code sent, and works at the next sign-in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/auth/login?redirect=%2Fcategories');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?redirect=%2Fcategories/);

  // An unknown account is refused on the identifier.
  await page.getByLabel('E-mail or phone number').fill('nobody@quiz.cm');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByLabel('E-mail or phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('No account matches this e-mail address or phone number.'),
  ).toBeVisible();

  await page.getByLabel('E-mail or phone number').fill(account);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(
    page.getByText(`If an account uses ${account}, a code has been sent to it.`),
  ).toBeVisible();

  // A wrong code shows the tries; the right one opens the reset step.
  const code = page.getByLabel('Verification code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText(/Invalid code \(1\/\d+ attempts\)\./)).toBeVisible();
  await code.fill(await lastCode(page, account));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(/transaction_code=/);

  // Back from the reset to the code step, and back again to ask for a new code.
  await page.getByRole('button', { name: 'Back to the code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByLabel('E-mail or phone number').fill(account);
  await page.getByRole('button', { name: 'Send the code' }).click();
  // The code step opens once the new code is sent: only then is it in the outbox.
  await expect(page.getByLabel('Verification code')).toHaveValue('');
  await page.getByLabel('Verification code').fill(await lastCode(page, account));
  await page.getByRole('button', { name: 'Validate' }).click();

  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change my password' }).click();

  // Signed in and sent to the redirect target, in the account's language (French).
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('link', { name: '25 crédits' })).toBeVisible();

  // The old password no longer works; the new one does.
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Se déconnecter' }).click();
  await page.getByRole('button', { name: 'Oui' }).click();
  await page.goto('/auth/login');
  await page.getByLabel('E-mail ou numéro de téléphone').fill(account);
  await page.getByLabel('Mot de passe').fill('player-demo-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Le mot de passe est incorrect.')).toBeVisible();
  await page.getByLabel('Mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('link', { name: '25 crédits' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
