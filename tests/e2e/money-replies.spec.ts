import type { Page } from '@playwright/test';
import { advanceClock, expect, test } from './support/fixtures';
import { DEMO_PLAYER, loseFirstAnswer, signInDemoPlayer } from './support/money';
import {
  makeFriends,
  type NewPlayer,
  newPlayer,
  registerPlayer,
  someGameId,
} from './support/players';

/*
 * Money dialogs on a phone: each has a way back that changes nothing, and an
 * action whose answer is lost on a weak link (the request reached the server,
 * its answer never reached the phone) shows pending, then what the server
 * says, never "nothing was taken". The demo player of the seed holds
 * 1 500 FCFA of winnings and 25 credits, and reads French.
 */

const balance = (page: Page) => page.getByTestId('credits-balance');
const gains = (page: Page) => page.getByTestId('gains-total');

/** How many receipts (purchases, conversions, cash-outs) the demo player has, asked of the API. */
async function receiptsOf(page: Page): Promise<number> {
  const login = await page.request.post('/api/token/', {
    data: DEMO_PLAYER,
  });
  const { access } = (await login.json()) as { access: string };
  const answer = await page.request.get('/api/me/receipts/1/', {
    headers: { authorization: `Bearer ${access}` },
  });
  return ((await answer.json()) as { list: unknown[] }).list.length;
}

/** A request of `units` credits from `asker` to `giver`, made through the API. */
async function askCredits(page: Page, asker: NewPlayer, giver: NewPlayer, units: number) {
  const asked = await page.request.post('/api/me/my-credits/request/sender/init/', {
    headers: { authorization: `Bearer ${asker.access}` },
    data: { receiver: giver.id, number_of_units: units },
  });
  expect(asked.ok()).toBe(true);
}

test('every money dialog has a way back that changes nothing', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await signInDemoPlayer(page, '/my-credits');
  await expect(balance(page)).toHaveText('25');
  // Where credits are bought, it is said once that energy is the same thing.
  await expect(page.getByText(/On les appelle aussi énergie : c’est la même chose/)).toHaveCount(1);
  const receipts = await receiptsOf(page);

  // Buy: the pack's choice, how to pay, the premium count, the confirmation.
  await page.getByRole('button', { name: /Pack basique/ }).click();
  const select = page.getByRole('dialog', { name: 'Comment voulez-vous ce pack ?' });
  await select.getByRole('button', { name: 'Annuler' }).click();
  await expect(select).toBeHidden();
  await page.getByRole('button', { name: /Pack basique/ }).click();
  await page.getByRole('button', { name: 'Acheter par mobile money' }).click();
  const payment = page.getByRole('dialog', { name: 'Payer avec' });
  await payment.getByRole('button', { name: 'Annuler' }).click();
  await expect(payment).toBeHidden();
  await page.getByRole('button', { name: /Pack premium/ }).click();
  await page.getByRole('button', { name: 'Acheter par mobile money' }).click();
  const calculator = page.getByRole('dialog', { name: 'Combien de crédits ?' });
  await calculator.getByLabel('Nombre de crédits').fill('60');
  await calculator.getByRole('button', { name: 'Annuler' }).click();
  await expect(calculator).toBeHidden();
  await page.getByRole('button', { name: /Pack basique/ }).click();
  await page.getByRole('button', { name: 'Acheter par mobile money' }).click();
  await payment.getByLabel('Numéro qui paie').fill('690000001');
  await payment.getByRole('button', { name: 'Suivant' }).click();
  const buy = page.getByRole('dialog', { name: 'Confirmer l’achat' });
  await buy.getByRole('button', { name: 'Annuler' }).click();
  await expect(buy).toBeHidden();

  // Convert: its confirmation.
  await page.getByRole('button', { name: /Pack basique/ }).click();
  await page.getByRole('button', { name: 'Convertir mes gains' }).click();
  const convert = page.getByRole('dialog', { name: 'Convertir vos gains ?' });
  await convert.getByRole('button', { name: 'Annuler' }).click();
  await expect(convert).toBeHidden();

  // A result popup (a refused payment) closes with OK.
  await page.getByRole('button', { name: /Pack basique/ }).click();
  await page.getByRole('button', { name: 'Acheter par mobile money' }).click();
  await payment.getByLabel('Numéro qui paie').fill('690000008');
  await payment.getByRole('button', { name: 'Suivant' }).click();
  await buy.getByRole('button', { name: 'Acheter par mobile money' }).click();
  const failed = page.getByRole('dialog', { name: 'Achat échoué' });
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toBeHidden();
  // A pending popup closes too; the payment goes on without it.
  await page.getByRole('button', { name: /Pack basique/ }).click();
  await page.getByRole('button', { name: 'Acheter par mobile money' }).click();
  await payment.getByLabel('Numéro qui paie').fill('690000009');
  await payment.getByRole('button', { name: 'Suivant' }).click();
  await buy.getByRole('button', { name: 'Acheter par mobile money' }).click();
  const pending = page.getByRole('dialog', { name: 'Paiement en cours' });
  await pending.getByRole('button', { name: 'OK' }).click();
  await expect(pending).toBeHidden();
  await expect(balance(page)).toHaveText('25');

  // Cash out: its confirmation.
  await page.goto('/gains');
  await expect(gains(page)).toHaveText(/^1\s500\sFCFA$/);
  await page.getByRole('button', { name: 'Retirer' }).click();
  const where = page.getByRole('dialog', { name: 'Où envoyer votre argent ?' });
  await where.getByLabel('Numéro mobile money').fill('690000001');
  await where.getByRole('button', { name: 'Enregistrer' }).click();
  const cashOut = page.getByRole('dialog', { name: 'Retirer vos gains ?' });
  await cashOut.getByRole('button', { name: 'Annuler' }).click();
  await expect(cashOut).toBeHidden();
  await expect(gains(page)).toHaveText(/^1\s500\sFCFA$/);

  // A spend prompt (solo) and the stake picker.
  await page.goto(`/play/overview/${await someGameId(page, 2)}`);
  await page.getByRole('button', { name: 'Jouer en solo' }).click();
  const solo = page.getByRole('dialog', { name: 'Jouer en solo ?' });
  await expect(solo).toContainText(
    /Ce que garde la maison : le crédit si vous perdez ; si vous gagnez, la différence entre son prix et les 50\sFCFA gagnés\./,
  );
  await solo.getByRole('button', { name: 'Annuler' }).click();
  await expect(solo).toBeHidden();
  await page.getByRole('button', { name: 'Défi', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lancer un défi' }).click();
  const stake = page.getByRole('dialog', { name: 'Crédits en jeu' });
  await stake.getByRole('button', { name: 'Retour' }).click();
  await expect(stake).toBeHidden();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/play\/overview\/\d+$/);

  // Nothing was spent, cashed out or converted; the one payment made is the pending one.
  await page.goto('/my-credits');
  await expect(balance(page)).toHaveText('25');
  expect(await receiptsOf(page)).toBe(receipts + 2);
  expect(consoleErrors).toEqual([]);
});

test('sending credits: the picker and the prompt have a way back; a sending whose answer is lost shows pending, then sent', async ({
  page,
  consoleErrors,
}) => {
  // The page's clock, so that its next try after the lost answer need not be waited for.
  await page.clock.install();
  const asker = await registerPlayer(page, { name: 'Demandeur' });
  const giver = await newPlayer(page, { name: 'Donneur' });
  await makeFriends(page, asker, giver);
  await askCredits(page, asker, giver, 2);

  await page.goto('/my-credits');
  await page.getByRole('tab', { name: /Requests received/ }).click();
  await page.getByRole('button', { name: 'Send credits' }).click();
  const send = page.getByRole('dialog', { name: 'Send credits to Demandeur' });
  await send.getByRole('button', { name: 'Cancel' }).click();
  await expect(send).toBeHidden();
  await page.getByRole('button', { name: 'Send credits' }).click();
  await send.getByRole('button', { name: 'Next' }).click();
  await send.getByRole('button', { name: 'Cancel' }).click();
  await expect(send).toBeHidden();
  await expect(balance(page)).toHaveText('3');

  const lost = await loseFirstAnswer(
    page,
    '**/api/me/my-credits/request/receiver/accept/*/',
    'PUT',
  );
  await page.getByRole('button', { name: 'Send credits' }).click();
  await expect(send.getByRole('status')).toHaveText('2');
  await send.getByRole('button', { name: 'Next' }).click();
  await send.getByRole('button', { name: 'Send credits' }).click();
  const waiting = page.getByRole('dialog', { name: 'Sending in progress' });
  await expect(waiting).toContainText(
    '2 credits to Demandeur: the answer did not reach your phone.',
  );
  await expect(page.getByText('could not be sent')).toHaveCount(0);
  await lost.release();
  const sent = page.getByRole('dialog', { name: 'Credits sent' });
  await expect(sent).toContainText('2 credits sent to Demandeur.');
  await expect(page.getByText('could not be sent')).toHaveCount(0);
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('1');
  // Sent twice under one key, moved once.
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[1]).toBe(lost.keys[0]);
  const asked = await page.request.get('/api/me/my-credits/', {
    headers: { authorization: `Bearer ${asker.access}` },
  });
  expect(((await asked.json()) as { number_of_credits: number }).number_of_credits).toBe(5);
  expect(consoleErrors).toEqual([]);
});

test('a cash-out whose answer is lost shows pending, then what the server says, and is made once', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  await signInDemoPlayer(page, '/gains');
  await expect(gains(page)).toHaveText(/^1\s500\sFCFA$/);
  const receipts = await receiptsOf(page);
  const lost = await loseFirstAnswer(page, '**/api/me/my-gains/cashout/om/', 'POST');

  // A number ending in 9: the payout waits on the operator until the clock moves on.
  await page.getByRole('button', { name: 'Retirer' }).click();
  // A number saved by an earlier journey of this file is offered first: changed here.
  const where = page.getByRole('dialog', { name: 'Où envoyer votre argent ?' });
  const change = page.getByRole('button', { name: 'Changer de numéro' });
  await expect(where.or(change)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await where.getByLabel('Numéro mobile money').fill('690000009');
  await where.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByRole('dialog', { name: 'Retirer vos gains ?' })
    .getByRole('button', { name: 'Retirer' })
    .click();
  const waiting = page.getByRole('dialog', { name: 'Retrait en cours' });
  await expect(waiting).toContainText(
    /1\s500\sFCFA vers Orange Money 690000009 : la réponse n’est pas arrivée/,
  );
  await expect(page.getByRole('dialog', { name: 'Retrait échoué' })).toHaveCount(0);
  await lost.release();
  // The server replays its answer to the same action: the payout waits on the operator.
  await expect(waiting).not.toContainText('la réponse n’est pas arrivée');
  await advanceClock(page, 60);
  const paid = page.getByRole('dialog', { name: 'Argent envoyé' });
  await expect(paid).toContainText(/1\s500\sFCFA ont été envoyés vers Orange Money 690000009/);
  await expect(page.getByRole('dialog', { name: 'Retrait échoué' })).toHaveCount(0);
  await paid.getByRole('button', { name: 'OK' }).click();
  await expect(gains(page)).toHaveText(/^0\sFCFA$/);
  // Sent again under the one key, paid once.
  expect(lost.keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(lost.keys).size).toBe(1);
  expect(await receiptsOf(page)).toBe(receipts + 1);
  expect(consoleErrors).toEqual([]);
});
