import { expect, test } from './support/fixtures';

/** The demo player of the seed (README): French, friends, credits and winnings. */
async function signIn(page: import('@playwright/test').Page, redirect: string) {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('E-mail or phone number').fill('player@quiz.cm');
  await page.getByLabel('Password').fill('player-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}$`));
}

test('a player keeps preferences and sees the hall of fame, badges and statistics', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, '/preferences');

  // Preferences apply at once and are still there after a reload.
  const chips = page.getByRole('group', { name: 'Vos catégories préférées' });
  const chip = chips.getByRole('button').first();
  const before = await chip.getAttribute('aria-pressed');
  await chip.click();
  const after = before === 'true' ? 'false' : 'true';
  await expect(chip).toHaveAttribute('aria-pressed', after);
  await page.reload();
  await expect(chips.getByRole('button').first()).toHaveAttribute('aria-pressed', after);

  // Hall of fame: the podium, then the ranks below; the period filter reloads it.
  await page.goto('/hall-of-fame');
  await expect(page.getByRole('list', { name: 'Podium' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Depuis toujours' }).click();
  await expect(page.getByRole('tab', { name: 'Depuis toujours' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('list', { name: 'Podium' })).toBeVisible();

  // Badges: the general list, then the holders of one.
  await page.goto('/badges-general');
  await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir qui le détient' }).first().click();
  await expect(page).toHaveURL(/\/badge-users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Détenteurs de/);

  // Statistics: everyone's, then mine.
  await page.goto('/player-statistics');
  await expect(page.getByRole('term').filter({ hasText: 'Joueurs' })).toBeVisible();
  await page.getByRole('tab', { name: 'Les miennes' }).click();
  await expect(page.getByRole('term').filter({ hasText: 'Défis lancés' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a friend profile shows the relation and stats; explore challenges pages by tab', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, '/explore-challenges');
  await expect(page.getByRole('tab', { name: 'Tendance' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('group', { name: 'Filtrer par catégorie' })).toBeVisible();
  await page.getByRole('tab', { name: 'Pour vous' }).click();
  // The category filter row is only for Trending and Unpopular.
  await expect(page.getByRole('group', { name: 'Filtrer par catégorie' })).toHaveCount(0);

  // In search too: chips on quizzes and challenges, none on friends where they would filter nothing.
  await page.goto('/search?current=quizzes&text=boris');
  await expect(page.getByRole('group', { name: 'Filtrer par catégorie' })).toBeVisible();
  await page.getByRole('tab', { name: 'Amis' }).click();
  await expect(page).toHaveURL(/current=friends/);
  await expect(page.getByRole('group', { name: 'Filtrer par catégorie' })).toHaveCount(0);
  const friend = page.getByRole('tabpanel').getByRole('link', { name: /Boris/i }).first();
  await friend.click();
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByText('Ami', { exact: true })).toBeVisible();
  // Unfriending asks first; saying no keeps the friend.
  await page.getByRole('button', { name: 'Retirer des amis' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Non' }).click();
  await expect(page.getByText('Ami', { exact: true })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Victoires' }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
