import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newPlayer, someGameId } from './support/players';

/** Screens a visitor reaches, each checked in both themes. */
const SCREENS = [
  '/explore',
  '/categories',
  '/search?current=quizzes&text=musique',
  '/auth/login',
  '/auth/registration',
  '/help',
  '/play-modes',
  '/badges-general',
  '/no-such-page',
];

async function violations(page: Page) {
  // Let the lazy blocks and pictures settle before looking.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
}

for (const theme of ['light', 'dark'] as const) {
  test(`no serious accessibility problem on the visitor screens, ${theme} theme`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/help');
    await page.evaluate(
      (dark) => localStorage.setItem('quiz.theme', String(dark)),
      theme === 'dark',
    );
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/auth/registration');
    await page.getByRole('button', { name: 'With my phone number' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await violations(page), 'registration form with errors').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`no serious accessibility problem on the play screens, ${theme} theme`, async ({
    page,
    consoleErrors,
  }) => {
    const player = await newPlayer(page, { name: `Axe ${theme}` });
    // A player's theme is the account's setting.
    const themed = await page.request.put('/api/me/?index=switch%20theme&field=settings', {
      headers: { authorization: `Bearer ${player.access}` },
      data: { value: theme === 'dark' },
    });
    expect(themed.ok()).toBe(true);
    const gameId = await someGameId(page, theme === 'dark' ? 1 : 0);
    await page.goto(`/play/overview/${gameId}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), 'play overview').toEqual([]);
    await page.getByRole('button', { name: 'Play solo' }).click();
    expect(await violations(page), 'solo prompt').toEqual([]);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const choices = page.getByRole('group', { name: 'Choices' }).getByRole('button');
    await choices.first().click();
    expect(await violations(page), 'play screen').toEqual([]);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    for (const path of [
      '/my-challenges',
      '/solo/results',
      '/my-credits',
      '/friends',
      '/notifications',
      '/settings',
      '/gains',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    // The cash-out dialogs: the payment info form is the one a new player meets.
    await page.getByRole('button', { name: 'Cash out' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page), 'no winnings dialog').toEqual([]);
    // The settings edits with the most parts: the phone field behind its prefix, the birthday.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Change: E-mail or phone number' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Phone number' }).click();
    await expect(page.getByRole('dialog').getByLabel('Phone number')).toBeVisible();
    expect(await violations(page), 'contact dialog').toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Change: Birthday' }).click();
    await expect(page.getByRole('dialog').getByLabel('Year')).toBeVisible();
    expect(await violations(page), 'birthday dialog').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
