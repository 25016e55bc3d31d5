import type { Page } from '@playwright/test';
import { accessToken } from './support/admin-session';
import { png } from './support/files';
import { expect, test } from './support/fixtures';
import { newPlayer } from './support/players';

/*
 * Pictures asked for at the width of their slot, and data saver: one small
 * width, no decorative picture, the choice kept on the device. The seed's
 * pictures are SVGs, served as they are: the games made here have PNG covers,
 * stored 960 px wide, which the server sends at the width asked for.
 */

/** A game of one question with a PNG cover, made by the games manager through the API. */
async function gameWithCover(page: Page, word: string): Promise<number> {
  const headers = { authorization: `Bearer ${await accessToken(page, 'games')}` };
  const management = '/api/admin/games/management/';
  const primary = await page.request.get(`${management}?option=primary_data`, { headers });
  const { indexes } = (await primary.json()) as { indexes: { id: number }[] };
  const data = {
    type: 'sc',
    label: 'Quelle est la capitale du Cameroun ?',
    label_en: 'What is the capital city of Cameroon?',
    choice_values: ['Douala', 'Yaoundé'],
    choice_values_en: ['Douala', 'Yaounde'],
    correction_ids: [1],
  };
  const created = await page.request.post(management, {
    headers,
    multipart: {
      title_fr: `Capitales ${word}`,
      title_en: `Capitals ${word}`,
      cover: png(`cover-${word}.png`),
      indexes: JSON.stringify([indexes[0]?.id]),
      questions_answers: JSON.stringify([{ type: 'sc', data }]),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { game: { id: number } }).game.id;
}

test('pictures fit their slot; data saver asks for less and drops ad pictures', async ({
  page,
  consoleErrors,
}) => {
  // The older game goes to the rail of newer games, as a small card; the newer one is large.
  const small = await gameWithCover(page, 'rail');
  await gameWithCover(page, 'large');
  await newPlayer(page, { name: 'Saver' });
  const card = page.locator(`a[href="/play/overview/${small}"] img`);
  await expect(card).toHaveAttribute('srcset', /\?w=96 96w, .*\?w=768 768w$/);
  await expect(card).toHaveAttribute('sizes', '(max-width: 640px) 50vw, 320px');
  await expect(card).toHaveAttribute('src', /\?w=768$/);
  const cover = new URL((await card.getAttribute('src')) ?? '', page.url()).pathname;
  const ad = page.getByRole('complementary', { name: 'Advertisement' }).first();
  await expect(ad.getByRole('img')).toBeVisible();
  // The top ad's banner is the largest paint of /explore: asked for before the other pictures.
  await expect(ad.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(card).not.toHaveAttribute('fetchpriority', /.*/);

  await page.goto('/preferences');
  const saver = page.getByRole('switch', { name: 'Data saver' });
  await expect(saver).not.toBeChecked();
  // Reachable and pressed by keyboard, as the other preferences.
  await saver.focus();
  await page.keyboard.press('Space');
  await expect(saver).toBeChecked();

  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto('/explore');
  await expect(card).toHaveAttribute('src', /\?w=384$/);
  await expect(card).not.toHaveAttribute('srcset', /.*/);
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => asked.filter((url) => url.includes(cover)))
    .toEqual([expect.stringMatching(/\?w=384$/)]);
  // What arrives is the 960 px cover scaled down, not the whole picture.
  await expect
    .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(384);
  // The ad keeps its block, without its picture.
  await expect(ad).toBeVisible();
  await expect(ad.getByRole('img')).toHaveCount(0);

  await page.reload();
  await expect(card).toHaveAttribute('src', /\?w=384$/);
  await page.goto('/preferences');
  await expect(saver).toBeChecked();
  expect(consoleErrors).toEqual([]);
});
