import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/admin-session';
import { advanceClock, expect, test } from './support/fixtures';
import { choicesOf, playThrough, rankOf } from './support/play';
import { makeFriends, newPlayer, registerPlayer, someGameId } from './support/players';

/** Watches the page's play sockets (from before they open) for the server's confirmations. */
function watchPlaySocket(page: Page) {
  const waiting: (() => void)[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"answer_saved"')) for (const done of waiting.splice(0)) done();
    }),
  );
  /** The next answer the server confirms saved. */
  return { answerSaved: () => new Promise<void>((resolve) => waiting.push(resolve)) };
}

/** 150 ms more on every request of the page, as on a slow mobile network. */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Next on a question left unanswered, confirmed in the dialog that asks first. */
async function skipUnanswered(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
}

/** The addresses of pictures, in the order of the page. */
const sources = (images: Element[]) => images.map((image) => image.getAttribute('src'));

test('a player plays a solo quiz to the end, resuming after a reload, and sees the score', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await slowNetwork(page);
  const socket = watchPlaySocket(page);
  const player = await newPlayer(page, { name: 'Solo Ngono' });
  const gameId = await someGameId(page);
  await page.goto(`/play/on/solo/${gameId}`);
  const rank = rankOf(page);
  await expect(rank).toHaveText(/^Question 1\/\d+$/);
  const total = Number((await rank.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThan(2);
  await expect(page.getByRole('progressbar', { name: 'Progress of the quiz' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );

  // A pick is a pressed toggle; Next moves on.
  await choicesOf(page).first().click();
  await expect(choicesOf(page).first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(rank).toHaveText(`Question 2/${total}`);

  // A reload mid-quiz resumes the same question with the answer the server saved.
  const saved = socket.answerSaved();
  await choicesOf(page).nth(1).click();
  await saved;
  await page.reload();
  await expect(rank).toHaveText(`Question 2/${total}`);
  await expect(choicesOf(page).nth(1)).toHaveAttribute('aria-pressed', 'true');

  for (let question = 2; question < total; question += 1) {
    await expect(rank).toHaveText(`Question ${question}/${total}`);
    await choicesOf(page).first().click();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(rank).toHaveText(`Question ${total}/${total}`);
  await choicesOf(page).first().click();
  await page.getByRole('button', { name: 'Terminate' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your score' })).toBeVisible();
  await expect(page.getByText(new RegExp(`right answers? out of ${total}$`))).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/You won|Not this time/);
  await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  // Right or wrong for each answer, unless a challenge on this quiz is open: then the date
  // the corrections will be shown instead (fair challenges).
  const overview = await page.request.get(`/api/games/play-overview/${gameId}/`, {
    headers: { authorization: `Bearer ${player.access}` },
  });
  const { challenges } = (await overview.json()) as { challenges: unknown[] };
  const verdicts = page.getByRole('listitem').filter({ hasText: /Right|Wrong/ });
  if (challenges.length > 0) {
    await expect(page.getByText(/the right answers will be shown when it closes/)).toBeVisible();
    await expect(verdicts).toHaveCount(0);
  } else {
    await expect(verdicts).toHaveCount(total);
  }

  // The solo results list it; its details open by ?soloDetails=, and an unknown one goes back.
  await page.getByRole('link', { name: 'See my results' }).click();
  await expect(page).toHaveURL(/\/solo\/results$/);
  const row = page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /right answers?/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/Won · [\d\s]+FCFA|Lost/);
  await row.click();
  await expect(page).toHaveURL(/\?soloDetails=\d+$/);
  const details = page.getByRole('dialog', { name: 'Score details' });
  await expect(details.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  await details.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/solo\/results$/);
  await page.goto('/solo/results?soloDetails=999999');
  await expect(page).toHaveURL(/\/solo\/results$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a question left alone times out and the next one comes; leaving asks first', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Patient Mbarga' });
  await page.goto(`/play/on/solo/${await someGameId(page, 1)}`);
  const rank = rankOf(page);
  await expect(rank).toHaveText(/^Question 1\//);
  // The countdown runs from the server's deadline; nobody answers, and the
  // server's clock is moved past the deadline and its grace.
  await expect(page.getByText('Time left')).toBeAttached();
  await advanceClock(page, 30);
  await expect(rank).toHaveText(/^Question 2\//);

  // Opening the site elsewhere while the play runs brings the player back to it.
  await page.goto('/explore');
  await expect(page).toHaveURL(/\/play\/on\/solo\/\d+$/);
  await expect(rank).toHaveText(/^Question 2\//);

  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Leave this quiz?');
  await page.getByRole('button', { name: 'No' }).click();
  await expect(rank).toHaveText(/^Question 2\//);
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  expect(consoleErrors).toEqual([]);
});

test('an answer and a Next tapped offline are sent when the network returns', async ({
  page,
  context,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Tunnel Essomba' });
  await page.goto(`/play/on/solo/${await someGameId(page, 2)}`);
  const rank = rankOf(page);
  await expect(rank).toHaveText(/^Question 1\//);
  // In a tunnel: the phone goes offline, the player answers and taps Next.
  await context.setOffline(true);
  await expect(page.getByRole('status')).toHaveText(/Connection lost/);
  await choicesOf(page).first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Next question…')).toBeVisible();
  // Out of it: the play reconnects, and the server gets both.
  await context.setOffline(false);
  await expect(rank).toHaveText(/^Question 2\//);
  expect(consoleErrors).toEqual([]);
});

test('a player with no credit left is told so with a way to get some; a manager is refused', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await newPlayer(page, { name: 'Fauché Essono' });
  const credits = async () => {
    const answer = await page.request.get('/api/me/details/', {
      headers: { authorization: `Bearer ${player.access}` },
    });
    return ((await answer.json()) as { details: { user_details: { number_of_credits: number } } })
      .details.user_details.number_of_credits;
  };
  // The welcome credits (and what a first play's badge brings) go on plays left at once.
  let skip = 2;
  while ((await credits()) > 0 && skip < 10) {
    await page.goto(`/play/on/solo/${await someGameId(page, skip)}`);
    await expect(rankOf(page)).toHaveText(/^Question 1\//);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    skip += 1;
  }
  await page.goto(`/play/on/solo/${await someGameId(page, skip)}`);
  await expect(page.getByRole('alert')).toContainText('A solo play costs one credit');
  await expect(page.getByRole('link', { name: 'Get credits' })).toHaveAttribute(
    'href',
    '/my-credits',
  );

  // A games manager, switched to player mode, may not play.
  const login = await page.request.post('/api/token/', { data: ACCOUNTS.games });
  const manager = (await login.json()) as { access: string };
  const playerMode = await page.request.put(
    '/api/me/?field=profile&index=switch%20navigation%20mode',
    { headers: { authorization: `Bearer ${manager.access}` }, data: { value: false } },
  );
  expect(playerMode.status()).toBe(200);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    ['authTokens', JSON.stringify(manager)],
  );
  await page.goto(`/play/on/solo/${await someGameId(page, skip + 1)}`);
  await expect(page.getByRole('alert')).toContainText('Managers cannot play.');

  // A visitor is asked to sign in, and comes back to the play.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/play/on/solo/${await someGameId(page, skip + 1)}`);
  await expect(page.getByRole('link', { name: 'Sign in to play' })).toHaveAttribute(
    'href',
    /\/auth\/login\?redirect=%2Fplay%2Fon%2Fsolo%2F/,
  );
  expect(consoleErrors).toEqual([]);
});

test('from a quiz overview, a player plays solo after the prompt, and starts a challenge of 2 credits inviting a friend', async ({
  page,
  consoleErrors,
}) => {
  // Granted before any page loads, so a copy never races the grant.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const friend = await registerPlayer(page, { name: 'Amie Biya' });
  const player = await newPlayer(page, { name: 'Lanceur Eto' });
  await makeFriends(page, player, friend);

  // A quiz card of explore opens its overview; solo asks first, with its cost and reward.
  const gameId = await someGameId(page, 7);
  await page.goto(`/play/overview/${gameId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Rails of quizzes scroll in their own box: the page fits the phone's width.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await page.getByRole('button', { name: 'Play solo' }).click();
  const solo = page.getByRole('dialog', { name: 'Play solo?' });
  await expect(solo).toContainText(/It costs 1 credit, worth 50\sFCFA\./);
  await expect(solo).toContainText(/Get 60 % of the answers right to win [\d\s]+FCFA\./);
  await expect(solo).toContainText(
    /What the house keeps: the credit if you lose; if you win, the difference between its price and the 50\sFCFA won\./,
  );
  await solo.getByRole('button', { name: 'Cancel' }).click();
  await expect(solo).toBeHidden();

  // The challenge: a stake from 1 (never below), the friend picked, the details, launch.
  await page.getByRole('button', { name: 'Challenge', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start a challenge' }).click();
  const energy = page.getByRole('dialog', { name: 'Credits at stake' });
  await expect(energy.getByRole('button', { name: 'Fewer credits' })).toBeDisabled();
  await energy.getByRole('button', { name: 'More credits' }).click();
  await expect(energy.getByRole('status', { name: 'Credits' })).toHaveText('2');
  await energy.getByRole('button', { name: 'Next' }).click();
  const friends = page.getByRole('dialog', { name: 'Invite friends' });
  await friends.getByRole('checkbox', { name: 'Amie Biya' }).check();
  await expect(friends.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  await friends.getByRole('button', { name: 'Next' }).click();
  const details = page.getByRole('dialog', { name: 'Your challenge' });
  await expect(details).toContainText('2 credits at stake');
  await expect(details).toContainText('1 friend invited');
  await expect(details).toContainText(
    /The whole pot goes to the winners\. The house keeps what your credits cost above 50\sFCFA each/,
  );
  await details.getByRole('button', { name: 'Launch the challenge' }).click();

  await expect(page).toHaveURL(new RegExp(`/play/on/challenge/${gameId}\\?challenge=\\d+$`));
  await expect(rankOf(page)).toHaveText(/^Question 1\//);
  const challengeId = Number(new URL(page.url()).searchParams.get('challenge'));

  // The starter plays it through: the score says the challenge is on, and its result waits.
  await playThrough(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'The challenge is on: the result comes' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the challenge' }).click();
  await expect(page.getByRole('heading', { name: 'Result of the challenge' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'No winners yet: the result comes' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'My score' }).click();
  await expect(page.getByRole('dialog', { name: 'My score' })).toContainText('Your answers');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  // The friend sees the challenge, its stake and players; the play prompt says its cost.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    ['authTokens', JSON.stringify(friend.tokens)],
  );
  await page.goto(`/challenge/overview/${challengeId}`);
  await expect(page.getByText('Started by Lanceur Eto')).toBeVisible();
  // No share sheet in this browser: the challenge's link is copied instead.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied. Paste it wherever you like.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/challenge/overview/${challengeId}$`),
  );
  await expect(page.getByText('Stake: 2 credits')).toBeVisible();
  await expect(page.getByText('1 player', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Play this challenge?' });
  await expect(prompt).toContainText(/It costs 2 credits, worth 100\sFCFA\./);
  await expect(prompt).toContainText('Your balance: 3 credits.');
  await prompt.getByRole('button', { name: 'Cancel' }).click();

  // ...and accepts the invitation from My challenges (new, until opened), which starts the play.
  await page.goto('/my-challenges');
  await page.getByRole('tab', { name: 'Invitations (1 new)' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /Lanceur Eto/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('dialog', { name: 'Accept this challenge?' })
    .getByRole('button', { name: 'Accept and play' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/play/on/challenge/${gameId}\\?challenge=${challengeId}$`),
  );
  await playThrough(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'The challenge is on: the result comes' }),
  ).toBeVisible();

  // A day later the challenge closes: both players see the winners and the pot split.
  await advanceClock(page, 25 * 3600);
  const result = await page.request.get(`/api/games/challenge/result/${challengeId}/`, {
    headers: { authorization: `Bearer ${friend.access}` },
  });
  const { challenge } = (await result.json()) as {
    challenge: { is_active: boolean; total_gain: number; gain_per_winner: number | null };
  };
  expect(challenge.is_active).toBe(false);
  // Two players staked 2 credits each: the pot is theirs, split between the winners.
  expect(challenge.total_gain).toBeGreaterThan(0);
  for (const who of [friend, player]) {
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      ['authTokens', JSON.stringify(who.tokens)],
    );
    await page.goto(`/challenge/result/${challengeId}`);
    const said = page.getByRole('main').getByRole('status');
    await expect(page.getByText(/^\d+ winners?$/)).toBeVisible();
    if (challenge.gain_per_winner === null) {
      await expect(said).toHaveText(/Nobody won/);
    } else {
      // Said plainly to the viewer first, then what each winner had.
      await expect(said).toHaveText(/^You (won [\d\s]+ FCFA|lost)$/);
      const share = page.getByText(/FCFA for each winner$/);
      expect((await share.textContent())?.replace(/\D/g, '')).toBe(
        String(challenge.gain_per_winner),
      );
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('a player answers the six kinds of question, pictures included, picking with the keyboard too', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await newPlayer(page, { name: 'Clavier Mbappe' });
  // "Flags of Africa" holds every kind: pictures with one, several or ordered answers, texts too.
  const found = await page.request.get('/api/search/quizzes/Flags%20of%20Africa/1/');
  const { list } = (await found.json()) as { list: { id: number }[] };
  await page.goto(`/play/on/solo/${list[0]?.id}`);
  const rank = rankOf(page);
  await expect(rank).toHaveText(/^Question 1\/12$/);
  const choices = choicesOf(page);
  const next = page.getByRole('button', { name: 'Next' });

  // A single picture choice: images named by their place; Space picks, another replaces it.
  await expect(page.getByText('Pick one answer.')).toBeVisible();
  await expect(choices.first().getByRole('img', { name: 'Picture 1' })).toBeVisible();
  const firstPictures = await choices.getByRole('img').evaluateAll(sources);
  await choices.first().focus();
  await page.keyboard.press('Space');
  await expect(choices.first()).toHaveAttribute('aria-pressed', 'true');
  await choices.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(choices.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(choices.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await next.click();
  await expect(rank).toHaveText('Question 2/12');
  // Next without an answer asks first: No stays on the question, Yes moves on.
  await next.click();
  const skip = page.getByRole('alertdialog');
  await expect(skip).toHaveText(/You have not answered\. Go to the next question\?/);
  await skip.getByRole('button', { name: 'No' }).click();
  await expect(skip).toBeHidden();
  await expect(rank).toHaveText('Question 2/12');
  for (let question = 2; question < 5; question += 1) {
    await skipUnanswered(page);
    await expect(rank).toHaveText(`Question ${question + 1}/12`);
  }

  // Several pictures: each toggles on its own.
  await expect(page.getByText('Pick every right answer.')).toBeVisible();
  await choices.nth(0).click();
  await choices.nth(2).click();
  await expect(choices.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(choices.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await choices.nth(0).click();
  await expect(choices.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await next.click();
  await expect(rank).toHaveText('Question 6/12');
  for (let question = 6; question < 8; question += 1) {
    await skipUnanswered(page);
    await expect(rank).toHaveText(`Question ${question + 1}/12`);
  }

  // Ordered pictures: each pick says its place; removing one moves the later ones up.
  await expect(page.getByText('Tap the answers in the right order.')).toBeVisible();
  await choices.nth(2).click();
  await choices.nth(0).click();
  await choices.nth(1).click();
  await expect(choices.nth(2)).toHaveAccessibleName('Picture 3, place 1');
  await expect(choices.nth(1)).toHaveAccessibleName('Picture 2, place 3');
  await choices.nth(2).click();
  await expect(choices.nth(0)).toHaveAccessibleName('Picture 1, place 1');
  await expect(choices.nth(1)).toHaveAccessibleName('Picture 2, place 2');
  await next.click();
  await expect(rank).toHaveText('Question 9/12');
  for (let question = 9; question < 12; question += 1) {
    await skipUnanswered(page);
    await expect(rank).toHaveText(`Question ${question + 1}/12`);
  }

  // The last, ordered texts; Terminate ends the play on its score, pictures named in it.
  await choices.nth(1).click();
  await expect(choices.nth(1)).toHaveAccessibleName(/, place 1$/);
  await page.getByRole('button', { name: 'Terminate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your score' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /Right|Wrong/ })).toHaveCount(12);
  // The review shows the first question's pictures themselves, in the order the player saw
  // them, the one picked (the second on screen) marked; their names say nothing of them.
  const review = page
    .getByRole('listitem')
    .filter({ hasText: 'Which of these flags is the flag of Cameroon?' })
    .getByRole('listitem');
  await expect(review).toHaveCount(firstPictures.length);
  expect(await review.getByRole('img').evaluateAll(sources)).toEqual(firstPictures);
  for (const [place, picture] of (await review.all()).entries()) {
    await expect(picture.getByRole('img')).toHaveAccessibleName(`Picture ${place + 1}`);
  }
  await expect(review.nth(1)).toContainText('your answer');
  for (const src of firstPictures) expect(src).toMatch(/\/media\/choices\/[0-9a-f-]{36}\.svg$/);
  expect(consoleErrors).toEqual([]);
});
