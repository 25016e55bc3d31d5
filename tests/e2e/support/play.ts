import type { Page } from '@playwright/test';
import type { Language } from './admin-session';
import { expect } from './fixtures';
import { pattern, playerWords } from './words';

/** The rank of the question on screen ("Question 2/10"). */
export const rankOf = (page: Page, lang: Language = 'en') =>
  page.getByText(pattern(playerWords(lang)('play.question_of')));

/** The answer buttons of the question on screen. */
export const choicesOf = (page: Page, lang: Language = 'en') =>
  page.getByRole('group', { name: playerWords(lang)('play.choices') }).getByRole('button');

/** Answers every question of the play on screen with its first choice, to the score. */
export async function playThrough(page: Page, lang: Language = 'en') {
  const say = playerWords(lang);
  const rank = rankOf(page, lang);
  await expect(rank).toHaveText(pattern(say('play.question_of', { rank: 1 })));
  const total = Number((await rank.textContent())?.split('/')[1]);
  for (let question = 1; question <= total; question += 1) {
    await expect(rank).toHaveText(say('play.question_of', { rank: question, total }));
    await choicesOf(page, lang).first().click();
    await page
      .getByRole('button', { name: say(question === total ? 'play.terminate' : 'play.next') })
      .click();
  }
  await expect(
    page.getByRole('heading', { level: 1, name: say('play.score_title') }),
  ).toBeVisible();
}
