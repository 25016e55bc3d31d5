import { expect, lastCode, test } from './support/fixtures';
import { newPlayer } from './support/players';

/* The settings screen on a phone: edits kept, limits and a break obeyed, the account deleted. */

/** A 1x1 PNG, and the same name on bytes that are not a picture. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NOT_A_TYPE = 'Image mime type is not valid (png, jpg or jpeg).';

test('changes every setting and finds them kept after a reload', async ({
  page,
  consoleErrors,
}) => {
  // Granted before any page loads, so a copy never races the grant.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const player = await newPlayer(page, { name: 'Settler' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The picture: a GIF is refused by its type here, a text named .png by the server.
  const chooser = page.getByLabel('Change my picture');
  await chooser.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: PIXEL });
  await expect(page.getByRole('alert')).toHaveText(NOT_A_TYPE);
  await chooser.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByRole('alert')).toHaveText(NOT_A_TYPE);
  await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByRole('img', { name: 'My profile picture' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const edit = async (row: string) => {
    await page.getByRole('button', { name: `Change: ${row}` }).click();
    return page.getByRole('dialog', { name: row });
  };

  const name = await edit('Player name');
  await name.getByLabel('Player name').fill('');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(name.getByLabel('Player name')).toHaveAttribute('aria-invalid', 'true');
  // Field errors' texts come with the screens that have forms.
  await expect(name.getByText('This field is required.')).toBeVisible();
  await name.getByLabel('Player name').fill('Settler Two');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(name).toHaveCount(0);

  // E-mail instead of the phone number: the kind, the address, then the code sent to it.
  const email = `settler.${Date.now()}@quiz.cm`;
  const contact = await edit('E-mail or phone number');
  await contact.getByRole('button', { name: 'E-mail' }).click();
  await contact.getByLabel('E-mail').fill('settler-at-quiz');
  await contact.getByRole('button', { name: 'Send the code' }).click();
  await expect(contact.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await contact.getByLabel('E-mail').fill(email);
  // Too many codes sent: the form says the wait the server gives (51 minutes), not "a moment".
  await page.route(
    (url) => url.pathname === '/api/me/' && url.searchParams.get('index') === 'email_phone_number',
    (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '3001' },
        body: JSON.stringify({ status_message: 'TOO_MANY_REQUESTS', retry_after: 3001 }),
      }),
    { times: 1 },
  );
  await contact.getByRole('button', { name: 'Send the code' }).click();
  await expect(contact.getByText('Too many attempts. Please try again in 51 min.')).toBeVisible();
  await contact.getByRole('button', { name: 'Send the code' }).click();
  await expect(contact.getByText(`sent to ${email}`)).toBeVisible();
  await contact.getByLabel('Verification code').fill('000000');
  await contact.getByRole('button', { name: 'Validate' }).click();
  await expect(contact.getByText('The code is incorrect.')).toBeVisible();
  await expect(contact.getByText(/^Attempts: 1\/\d+$/)).toBeVisible();
  await contact.getByLabel('Verification code').fill(await lastCode(page, email));
  await contact.getByRole('button', { name: 'Validate' }).click();
  await expect(contact).toHaveCount(0);

  const birthday = await edit('Birthday');
  await birthday.getByLabel('Year').fill('1800');
  await birthday.getByRole('button', { name: 'Save' }).click();
  await expect(birthday.getByLabel('Year')).toHaveAttribute('aria-invalid', 'true');
  // The refused save takes the player to the field to fix, at the next frame: typed into
  // another field before then, the text would follow the focus there.
  await expect(birthday.getByLabel('Year')).toBeFocused();
  await birthday.getByLabel('Day').fill('14');
  await birthday.getByLabel('Month').fill('7');
  await birthday.getByLabel('Year').fill('1990');
  await birthday.getByRole('button', { name: 'Save' }).click();
  await expect(birthday).toHaveCount(0);

  const gender = await edit('Gender');
  await gender.getByLabel('Female').check();
  await gender.getByRole('button', { name: 'Save' }).click();
  await expect(gender).toHaveCount(0);

  const country = await edit('Country');
  await expect(country.getByLabel('Cameroon')).toBeChecked();
  await country.getByRole('button', { name: 'Save' }).click();
  await expect(country).toHaveCount(0);

  const newPassword = 'Kribi-Sunset-2027';
  const password = await edit('Password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm the new password').fill(newPassword);
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await password.getByLabel('Current password').fill(player.password);
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  await page.getByRole('switch', { name: 'Sound' }).uncheck();
  await page.getByRole('switch', { name: 'Push notifications' }).uncheck();
  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  const account = page.getByRole('region', { name: 'My account', exact: true });
  await expect(account.getByRole('listitem')).toHaveText([
    /Player name\s*Settler Two/,
    new RegExp(`E-mail or phone number\\s*${email.replace(/\./g, '\\.')}`),
    /Birthday\s*Jul 14, 1990/,
    /Gender\s*Female/,
    /Country\s*Cameroon/,
    /Password/,
  ]);
  await expect(page.getByRole('img', { name: 'My profile picture' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The new e-mail signs in with the new password; the old password no longer works.
  const signIn = (username: string, secret: string) =>
    page.request.post('/api/token/', { data: { username, password: secret } });
  expect((await signIn(email, newPassword)).status()).toBe(200);
  expect((await signIn(email, player.password)).status()).toBe(400);

  // The picture goes after a yes/no prompt, and stays gone.
  await page.getByRole('button', { name: 'Remove my picture' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove your profile picture?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByRole('img', { name: 'My profile picture' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Change: Player name' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'My profile picture' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove my picture' })).toHaveCount(0);

  // No share sheet in this browser: the profile's link is copied instead.
  await page.getByRole('button', { name: 'Share my profile' }).click();
  await expect(page.getByText('Link copied. Paste it wherever you like.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/user-profile/${player.id}`,
  );

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mon compte', exact: true })).toContainText(
    '14 juil. 1990',
  );
  // Log out asks first; No keeps the player here.
  await page.getByRole('main').getByRole('link', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await page.getByRole('button', { name: 'Non' }).click();
  await expect(page).toHaveURL(/\/settings$/);
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
  await expect(
    page.getByText('Your account was deleted. Thank you for playing with us.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  const login = await page.request.post('/api/token/', {
    data: { username: player.phone, password: player.password },
  });
  expect(login.status()).toBe(400);
  expect(consoleErrors).toEqual([]);
});
