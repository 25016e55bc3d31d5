import type { Page } from '@playwright/test';
import { expect, lastCode, test } from './support/fixtures';

/** One number, as people write it: with the country code, with dots, with dashes. */
const WRITTEN = ['+237 699 20 32 57', '699.20.32.57', '699-20-32-57'];
const NATIONAL = '699203257';
const password = 'Kribi-Plage-2026';

async function register(page: Page, phone: string) {
  await page.goto('/auth/registration');
  await page.getByRole('button', { name: 'With my phone number' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Day').fill('12');
  await page.getByLabel('Month').fill('5');
  await page.getByLabel('Year').fill('1995');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
}

test('signs up with a phone number written in the ways people write it', async ({
  page,
  consoleErrors,
}) => {
  // A sign-up never verified can be made again: each format reaches the verification step.
  for (const phone of WRITTEN) {
    await register(page, phone);
    await expect(page, phone).toHaveURL(
      new RegExp(`/auth/registration/verification\\?.*username=${NATIONAL}`),
    );
  }
  await page.getByLabel('Verification code').fill(await lastCode(page, NATIONAL));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('link', { name: '3 credits' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('signs in, and asks for a new password, with a phone number written in the ways people write it', async ({
  page,
  consoleErrors,
}) => {
  // The account of this test, made through the API: +237 677 00 11 22.
  const signup = await page.request.post('/api/signup/', {
    data: {
      username: '677001122',
      password,
      gender: 'male',
      language: 'en',
      country: 1,
      birthday: { day: 3, month: 4, year: 1990 },
    },
  });
  expect(signup.status()).toBe(201);
  const verified = await page.request.post('/api/signup/verification/?username=677001122', {
    data: { code: await lastCode(page, '677001122') },
  });
  expect(verified.status()).toBe(200);

  for (const phone of ['+237 677 00 11 22', '677.00.11.22', '677-00-11-22']) {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail or phone number').fill(phone);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page, phone).toHaveURL(/\/explore$/);
    await expect(page.getByRole('link', { name: '3 credits' })).toBeVisible();
    // Signed out for the next format.
    await page.evaluate(() => localStorage.clear());
  }

  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail or phone number').fill('(+237) 677-00-11-22');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await lastCode(page, '677001122'));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByLabel('New password')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
