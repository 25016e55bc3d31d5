import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The rank of the question on screen ("Question 2/10"). */
export const rankOf = (page: Page) => page.getByText(/^Question \d+\/\d+$/);

/** The answer buttons of the question on screen. */
export const choicesOf = (page: Page) =>
  page.getByRole('group', { name: 'Choices' }).getByRole('button');

/** Answers every question of the play on screen with its first choice, to the score. */
export async function playThrough(page: Page) {
  const rank = rankOf(page);
  await expect(rank).toHaveText(/^Question 1\//);
  const total = Number((await rank.textContent())?.split('/')[1]);
  for (let question = 1; question <= total; question += 1) {
    await expect(rank).toHaveText(`Question ${question}/${total}`);
    await choicesOf(page).first().click();
    await page.getByRole('button', { name: question === total ? 'Terminate' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your score' })).toBeVisible();
}
