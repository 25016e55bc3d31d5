import { advanceClock, expect, test } from './support/fixtures';
import { playThrough } from './support/play';
import { newPlayer, someGameId } from './support/players';

test('a visitor on a play path gets the sign-in prompt inside the site, leading back to the play', async ({
  page,
  consoleErrors,
}) => {
  const gameId = await someGameId(page, 2);
  await page.goto(`/play/on/solo/${gameId}`);
  const prompt = page.getByRole('dialog', { name: 'Sign in to play' });
  await expect(prompt).toContainText('Sign in or create an account to play this quiz');
  // The site's frame is around it: its header and footer, not a bare page.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const back = encodeURIComponent(`/play/on/solo/${gameId}`);
  await expect(prompt.getByRole('link', { name: 'Sign in to play' })).toHaveAttribute(
    'href',
    `/auth/login?redirect=${back}`,
  );
  await expect(prompt.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `/auth/registration?redirect=${back}`,
  );
  expect(consoleErrors).toEqual([]);
});

test('a quiz played solo says so on its overview and links to the result; an unknown challenge gets its popup', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await newPlayer(page, { name: 'Solo Ndongo' });
  const gameId = await someGameId(page, 3);
  await page.goto(`/play/on/solo/${gameId}`);
  await playThrough(page);

  await page.goto(`/play/overview/${gameId}`);
  await expect(page.getByText('You have already played this quiz solo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play solo' })).toBeHidden();
  await page.getByRole('link', { name: 'See my result' }).click();
  await expect(page).toHaveURL(/\/solo\/results\?soloDetails=\d+$/);
  await expect(page.getByText('Your answers')).toBeVisible();

  await page.goto('/challenge/overview/987654');
  const popup = page.getByRole('dialog', { name: 'Challenge unavailable' });
  await expect(popup).toContainText('This challenge does not exist or is no longer open.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  expect(consoleErrors).toEqual([]);
});

test('an open challenge hides its corrections and says when they come; played, its overview leads to the result', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = await newPlayer(page, { name: 'Juste Attendre' });
  const gameId = await someGameId(page, 4);
  const started = await page.request.post('/api/games/challenge/start/', {
    headers: { authorization: `Bearer ${player.access}` },
    data: { number_of_energies: 1, game_id: gameId, friends: [] },
  });
  expect(started.status()).toBe(201);
  const { challenge_id: challengeId } = (await started.json()) as { challenge_id: number };

  // Its card: the starter counts among the players from the stake on, with the stake in
  // the pot, and the closing date and time.
  await page.goto('/my-challenges');
  await page.getByRole('tab', { name: 'Started' }).click();
  const card = page.getByRole('tabpanel').getByRole('link').first();
  await expect(card).toContainText('1 player · Stake: 1 credit');
  await expect(card).toContainText('Pot: 50 FCFA');
  await expect(card).toContainText('With one more player: 100 FCFA');
  await expect(card).toContainText(/Closes \w{3} \d{1,2}, \d{4} at \d{2}:\d{2}/);

  // Its result lists the starter among the participants before they play.
  await page.goto(`/challenge/result/${challengeId}`);
  await page.getByRole('button', { name: 'Participants' }).click();
  await expect(page.getByRole('dialog', { name: 'Participants' })).toContainText(
    'Juste Attendrestaked, not played yet',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await page.goto(`/play/on/challenge/${gameId}?challenge=${challengeId}`);
  await playThrough(page);
  // No right or wrong while anyone may still join: the date they will be shown instead.
  await expect(
    page.getByText(
      /^A challenge on this quiz is still open: the right answers will be shown when it closes, on \w{3} \d{1,2}, \d{4} at \d{2}:\d{2}\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /Right|Wrong/ })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Your answer' }).first()).toBeVisible();

  // Back on its overview: already played, with the way to its result.
  await page.goto(`/challenge/overview/${challengeId}`);
  const popup = page.getByRole('dialog', { name: 'Already played' });
  await expect(popup).toContainText('You have already played this challenge.');
  await popup.getByRole('link', { name: 'See the result' }).click();
  await expect(page).toHaveURL(new RegExp(`/challenge/result/${challengeId}$`));
  await expect(page.getByText(/^Closes on \w{3} \d{1,2}, \d{4} at \d{2}:\d{2}$/)).toBeVisible();

  // At closing the corrections come, to every participant.
  await advanceClock(page, 25 * 3600);
  await page.reload();
  await expect(page.getByText(/^Closed on /)).toBeVisible();
  await page.getByRole('button', { name: 'My score' }).click();
  const mine = page.getByRole('dialog', { name: 'My score' });
  await expect(
    mine
      .getByRole('listitem')
      .filter({ hasText: /Right|Wrong/ })
      .first(),
  ).toBeVisible();
  await expect(mine.getByText(/still open/)).toBeHidden();

  // Someone who did not take part sees it closed, said once, leading to its result.
  await newPlayer(page, { name: 'Trop Tard' });
  await page.goto(`/challenge/overview/${challengeId}`);
  await expect(page.getByText('This challenge is closed.')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'See the result' })).toBeVisible();
  await expect(page.getByText('Time left')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
