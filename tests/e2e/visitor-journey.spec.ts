import { expect, lastCode, openMenu, test } from './support/fixtures';

/** A fresh Cameroonian mobile number for each run. */
const phone = `69${String(Date.now()).slice(-7)}`;
const password = 'Kribi-Plage-2026';

test('a visitor browses, signs up by phone, switches language and theme, signs out and in again', async ({
  page,
  consoleErrors,
}) => {
  // Explore: the banner and the newest quiz.
  await page.goto('/');
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Test your knowledge, win money',
  );
  await expect(page.getByRole('heading', { name: 'Join the game' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Newest quiz' })).toBeVisible();
  // Its cover, one of the seed's SVGs, comes drawn by the server at its slot's width, as WebP.
  const cover = page.locator('main a[href^="/play/overview/"] img').first();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
  const width = /\/media\/seed\/games\/[a-z0-9-]+\.svg\?w=(96|192|384|768)$/.exec(src)?.[1];
  expect(width, src).toBeDefined();
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  // Its pixels, read without the srcset's density: the width asked for.
  const pixels = await page.evaluate(async (url) => {
    const picture = new Image();
    picture.src = url;
    await picture.decode();
    return picture.naturalWidth;
  }, src);
  expect(String(pixels)).toBe(width);

  // A category, reached from the phone menu.
  const links = await openMenu(page);
  await links.getByRole('navigation').getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Categories' });
  const first = nav.getByRole('link').first();
  const label = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Trending' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Newest' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  const here = new URL(page.url()).pathname;

  // Search, from the header's search button: Enter submits.
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await page.getByLabel('What are you looking for?').fill('Cameroun');
  await page.getByLabel('What are you looking for?').press('Enter');
  await expect(page).toHaveURL(/text=Cameroun/);
  await expect(page.getByRole('status').filter({ hasText: 'results for' })).toBeVisible();

  // Back where the visitor was, then register by phone from the top bar.
  await page.goto(here);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Register' })
    .click();
  await expect(page).toHaveURL(/\/auth\/registration\?redirect=/);
  await page.getByRole('button', { name: 'With my phone number' }).click();
  await expect(page.getByText('+237')).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('Kribi-Plage');
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await expect(page.getByText('The passwords match.')).toBeVisible();
  await page.getByLabel('Day').fill('12');
  await page.getByLabel('Month').fill('5');
  await page.getByLabel('Year').fill('1995');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  // Verification with the code the development outbox holds.
  await expect(page).toHaveURL(/\/auth\/registration\/verification\?/);
  const code = page.getByLabel('Verification code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('Invalid code (1/5 attempts).')).toBeVisible();
  await code.fill(await lastCode(page, phone));
  await page.getByRole('button', { name: 'Validate' }).click();

  // Back where they were, signed in with the welcome credits.
  await expect(page).toHaveURL(new RegExp(`${here.replace(/[/]/g, '\\/')}$`));
  await expect(page.getByRole('link', { name: '3 credits' })).toHaveText('x3');

  // A player without a player name is asked for one; "Later" closes it for this visit.
  // Then the welcome gift is told once: OK marks it seen on the account.
  const namePrompt = page.getByRole('dialog', { name: 'Choose your player name' });
  await expect(namePrompt).toBeVisible();
  await expect(namePrompt.getByLabel('Player name')).toBeFocused();
  await namePrompt.getByRole('button', { name: 'Later' }).click();
  const gift = page.getByRole('dialog', { name: 'Welcome gift' });
  await expect(gift).toContainText('You received 3 free credits to play.');
  await gift.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Language and theme from the phone menu.
  let menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Français' }).click();
  await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await menu.getByRole('switch', { name: 'Mode sombre' }).click();
  await expect(menu.getByRole('switch', { name: 'Mode sombre' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await menu.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Sign out (yes/no), then sign in again: the account kept French and the dark theme.
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Se déconnecter' }).click();
  await expect(page.getByText('Voulez-vous vraiment vous déconnecter ?')).toBeVisible();
  await page.getByRole('button', { name: 'Oui' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('link', { name: /crédits/ })).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await page.getByLabel('E-mail or phone number').fill(phone);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('link', { name: '3 crédits' })).toBeVisible();

  // A new visit asks for the player name again, in French; the gift, already seen, is not
  // told again. An empty name is refused on the field; a good one closes the prompt.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Choisissez votre nom de joueur' });
  await prompt.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(prompt.getByLabel('Nom de joueur')).toHaveAttribute('aria-invalid', 'true');
  await prompt.getByLabel('Nom de joueur').fill(`Kribi ${phone.slice(-4)}`);
  await prompt.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: '3 crédits' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  menu = await openMenu(page);
  await expect(menu.getByRole('switch', { name: 'Mode sombre' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(consoleErrors).toEqual([]);
});
