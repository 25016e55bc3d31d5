import type { Page } from '@playwright/test';
import { type FakeNotchPay, fakeNotchPay, NOTCH_KEYS } from '../support/notchpay.mjs';
import { test as base, expect } from './support/fixtures';
import { signInDemoPlayer } from './support/money';

/*
 * Real money through Notch Pay, on the built server with Notch Pay's keys and
 * its address pointing at a stand-in of its API (tests/support/notchpay.mjs):
 * MTN purchases and cash-outs are routed to it. The stand-in answers as Notch
 * Pay does and sends its signed webhooks when the spec moves an item on, as
 * the payer approving on the phone would. The demo player of the seed holds
 * 1 500 FCFA of winnings and 25 credits, and reads French.
 */

const test = base.extend<object, { notch: FakeNotchPay }>({
  notch: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const notch = await fakeNotchPay();
      await use(notch);
      await notch.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: async ({ notch }, use) =>
    use({
      ...NOTCH_KEYS,
      NOTCHPAY_URL: notch.url,
      PAYMENT_ROUTES: 'mtn:*=notchpay,om:*=sandbox',
      MTN_CASHOUT: 'true',
    }),
});

const balance = (page: Page) => page.getByTestId('credits-balance');
const gains = (page: Page) => page.getByTestId('gains-total');

/** Buys the basic pack with MTN from `phone`, up to the purchase's first answer. */
async function buyWithMtn(page: Page, phone: string) {
  await page.getByRole('button', { name: /Pack basique/ }).click();
  await page.getByRole('button', { name: 'Acheter par mobile money' }).click();
  const payment = page.getByRole('dialog', { name: 'Payer avec' });
  await payment.getByRole('radio', { name: 'MTN Mobile Money' }).check();
  await payment.getByLabel('Numéro qui paie').fill(phone);
  await payment.getByRole('button', { name: 'Suivant' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmer l’achat' })
    .getByRole('button', { name: 'Acheter par mobile money' })
    .click();
}

/** Cashes the gains out to MTN `phone`, from the confirmation on (the number entered first). */
async function cashOutToMtn(page: Page, phone: string) {
  const where = page.getByRole('dialog', { name: 'Où envoyer votre argent ?' });
  await where.getByRole('radio', { name: 'MTN Mobile Money' }).check();
  await where.getByLabel('Numéro mobile money').fill(phone);
  await where.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByRole('dialog', { name: 'Retirer vos gains ?' })
    .getByRole('button', { name: 'Retirer' })
    .click();
}

test('a player buys credits and cashes out with MTN through Notch Pay; refusals say why', async ({
  page,
  server,
  notch,
  consoleErrors,
}) => {
  await signInDemoPlayer(page, '/my-credits');
  await expect(balance(page)).toHaveText('25');

  // Charged on the phone: pending until Notch Pay says it was paid.
  await buyWithMtn(page, '670000001');
  const pending = page.getByRole('dialog', { name: 'Paiement en cours' });
  await expect(pending).toContainText('en attente de l’opérateur');
  await expect(balance(page)).toHaveText('25');
  const payment = notch.lastTo('670000001');
  expect(payment).toMatchObject({ kind: 'payment', channel: 'cm.mtn', status: 'processing' });
  await notch.settle(payment, 'complete', server.url);
  const bought = page.getByRole('dialog', { name: 'Crédits achetés' });
  await expect(bought).toContainText('10 crédits ajoutés à votre compte.');
  await bought.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('35');

  // Refused by Notch Pay (no account for the number): the player is told why, nothing is taken.
  await buyWithMtn(page, '670000002');
  const failed = page.getByRole('dialog', { name: 'Achat échoué' });
  await expect(failed).toContainText('Rien n’a été prélevé.');
  await expect(failed).toContainText('Aucun compte mobile money ne répond à ce numéro');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('35');

  // A transfer refused for want of balance on the account: the gains come back, and why is said.
  await page.goto('/gains');
  await expect(gains(page)).toHaveText(/^1\s500\sFCFA$/);
  await page.getByRole('button', { name: 'Retirer' }).click();
  await cashOutToMtn(page, '670000003');
  const refused = page.getByRole('dialog', { name: 'Retrait échoué' });
  await expect(refused).toContainText('Le service de paiement n’a pas pu envoyer l’argent');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(gains(page)).toHaveText(/^1\s500\sFCFA$/);

  // Paid out as a transfer once Notch Pay says so.
  await page.getByRole('button', { name: 'Retirer' }).click();
  await page.getByRole('button', { name: 'Changer de numéro' }).click();
  await cashOutToMtn(page, '670000001');
  await expect(page.getByRole('dialog', { name: 'Retrait en cours' })).toContainText(
    'l’opérateur n’a pas encore confirmé',
  );
  const transfer = notch.lastTo('670000001');
  expect(transfer).toMatchObject({ kind: 'transfer', channel: 'cm.mtn', amount: 1500 });
  await notch.settle(transfer, 'complete', server.url);
  const paid = page.getByRole('dialog', { name: 'Argent envoyé' });
  await expect(paid).toContainText(/1\s500\sFCFA ont été envoyés vers MTN Mobile Money 670000001/);
  await paid.getByRole('button', { name: 'OK' }).click();
  await expect(gains(page)).toHaveText(/^0\sFCFA$/);
  expect(consoleErrors).toEqual([]);
});
