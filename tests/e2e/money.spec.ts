import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { makeFriends, newPlayer, registerPlayer, someGameId } from './support/players';

/*
 * Asking before spending: an invitation accepted, a stake picked, each says
 * what it costs in credits and in FCFA (a credit counts for gain_unit, 50 FCFA
 * in the seed) and spends nothing until confirmed; the header's counter
 * follows the balance without a reload.
 */

// Named by what it shows, then the count: "x3, 3 credits".
const counter = (page: Page) => page.getByRole('link', { name: /^(x\d|\+9), \d+ credits?$/ });

async function balanceOf(page: Page, access: string): Promise<number> {
  const answer = await page.request.get('/api/me/my-credits/', {
    headers: { authorization: `Bearer ${access}` },
  });
  return ((await answer.json()) as { number_of_credits: number }).number_of_credits;
}

async function startChallenge(page: Page, access: string, stake: number, friends: number[]) {
  const started = await page.request.post('/api/games/challenge/start/', {
    headers: { authorization: `Bearer ${access}` },
    data: { number_of_energies: stake, game_id: await someGameId(page, 3), friends },
  });
  expect(started.status()).toBe(201);
  return ((await started.json()) as { challenge_id: number }).challenge_id;
}

test('accepting an invitation asks first with its cost, spends nothing when declined, and the counter follows the stake', async ({
  page,
  consoleErrors,
}) => {
  const starter = await registerPlayer(page, { name: 'Defieur Ndi' });
  const invitee = await newPlayer(page, { name: 'Invitee Mba' });
  await makeFriends(page, starter, invitee);
  const challengeId = await startChallenge(page, starter.access, 2, [invitee.id]);

  await page.goto('/my-challenges');
  await expect(counter(page)).toHaveAccessibleName('x3, 3 credits');
  await page.getByRole('tab', { name: /Invitations/ }).click();
  // The invitation says what the pot holds and, the invitee joining, what it will.
  const invitation = page.getByRole('tabpanel').getByRole('link').first();
  await expect(invitation).toContainText(/Pot: 100\sFCFA/);
  await expect(invitation).toContainText(/With one more player: 200\sFCFA/);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Accept' }).click();
  const prompt = page.getByRole('dialog', { name: 'Accept this challenge?' });
  await expect(prompt).toContainText(/It costs 2 credits, worth 100\sFCFA\./);
  await expect(prompt).toContainText('Your balance: 3 credits.');
  await expect(prompt).toContainText('Not now? Nothing is taken.');
  await expect(prompt).toContainText(/The house keeps what your credits cost above 50\sFCFA each/);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/my-challenges$/);
  expect(await balanceOf(page, invitee.access)).toBe(3);

  await page.getByRole('tabpanel').getByRole('button', { name: 'Accept' }).click();
  await prompt.getByRole('button', { name: 'Accept and play' }).click();
  await expect(page).toHaveURL(new RegExp(`/play/on/challenge/\\d+\\?challenge=${challengeId}$`));
  await expect(page.getByText(/^Question 1\//)).toBeVisible();
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  // No reload: the counter says what the server holds (the stake taken; a first-quiz
  // badge may add a credit back a moment later, and the counter follows that too).
  await expect(async () => {
    const after = await balanceOf(page, invitee.access);
    expect(after).toBeLessThan(3);
    await expect(counter(page)).toHaveAccessibleName(
      `x${after}, ${after} ${after === 1 ? 'credit' : 'credits'}`,
      { timeout: 1_000 },
    );
  }).toPass();
  expect(consoleErrors).toEqual([]);
});

test('the stake picker shows the balance and the stake in FCFA, stops at the balance, and sends a player short of credits to buy some', async ({
  page,
  consoleErrors,
}) => {
  const player = await newPlayer(page, { name: 'Miseur Fotso' });
  await page.goto(`/play/overview/${await someGameId(page, 4)}`);
  await page.getByRole('button', { name: 'Challenge', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start a challenge' }).click();
  const energy = page.getByRole('dialog', { name: 'Credits at stake' });
  await expect(energy).toContainText('Your balance: 3 credits.');
  await expect(energy).toContainText(/1 credit at stake, worth 50\sFCFA in the pot\./);
  await energy.getByRole('button', { name: 'More credits' }).click();
  await energy.getByRole('button', { name: 'More credits' }).click();
  await expect(energy.getByRole('status', { name: 'Credits' })).toHaveText('3');
  await expect(energy).toContainText(/3 credits at stake, worth 150\sFCFA in the pot\./);
  await expect(energy.getByRole('button', { name: 'More credits' })).toBeDisabled();
  await expect(energy).toContainText('You have 3 credits: you cannot stake more.');
  await energy.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('dialog', { name: 'Invite friends' })
    .getByRole('button', { name: 'Next' })
    .click();
  const details = page.getByRole('dialog', { name: 'Your challenge' });
  await expect(details).toContainText(/It costs 3 credits, worth 150\sFCFA\./);
  await details.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Invite friends' })
    .getByRole('button', { name: 'Back' })
    .click();
  await energy.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  expect(await balanceOf(page, player.access)).toBe(3);

  // Every credit staked elsewhere: the picker offers buying credits instead.
  await startChallenge(page, player.access, 3, []);
  await expect(counter(page)).toHaveAccessibleName('x0, 0 credits');
  await page.getByRole('button', { name: 'Challenge', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start a challenge' }).click();
  await expect(energy.getByRole('alert')).toHaveText('You do not have enough credits for this.');
  await expect(energy.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await energy.getByRole('link', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL(/\/my-credits$/);
  expect(consoleErrors).toEqual([]);
});

test('a badge that pays credits says so on the badges page', async ({ page, consoleErrors }) => {
  await page.goto('/badges-general');
  const first = page.getByRole('listitem').filter({ hasText: 'Your first quiz' });
  await expect(first).toContainText('Pays 1 credit when earned');
  const tenFriends = page.getByRole('listitem').filter({ hasText: 'Ten friends' });
  await expect(tenFriends).toContainText('Pays 2 credits when earned');
  expect(consoleErrors).toEqual([]);
});
