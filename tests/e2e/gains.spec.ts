import type { Page } from '@playwright/test';
import { advanceClock, expect, test } from './support/fixtures';
import { signInDemoPlayer } from './support/money';
import { newPlayer } from './support/players';

/*
 * Cashing winnings out on a phone, through the sandbox provider: a number
 * ending in 8 is refused by the payer, one ending in 9 stays pending until the
 * server's clock is moved on, then is paid. The demo player of the seed holds 1 500 FCFA and reads
 * French.
 */

const total = (page: Page) => page.getByTestId('gains-total');

test.describe.configure({ mode: 'serial' });

test('a refused cash-out gives the winnings back; one that waits is kept across a reload, then paid', async ({
  page,
  consoleErrors,
}) => {
  await signInDemoPlayer(page, '/gains');
  await expect(page.getByRole('heading', { level: 1, name: 'Gains' })).toBeVisible();
  await expect(total(page)).toHaveText(/^1\s500\sFCFA$/);

  // No number yet: the form asks for one, Orange Money only.
  await page.getByRole('button', { name: 'Retirer' }).click();
  const form = page.getByRole('dialog', { name: 'Où envoyer votre argent ?' });
  await expect(form.getByText('MTN Mobile Money n’est pas encore disponible')).toBeVisible();
  await form.getByLabel('Numéro mobile money').fill('12');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByLabel('Numéro mobile money')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Numéro mobile money').fill('690000008');
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  const confirm = page.getByRole('dialog', { name: 'Retirer vos gains ?' });
  await expect(confirm).toContainText(/Envoyer 1\s500\sFCFA vers Orange Money 690000008/);
  await confirm.getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByRole('dialog', { name: 'Retrait échoué' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(total(page)).toHaveText(/^1\s500\sFCFA$/);

  // Another number, whose payout waits: the wait survives a reload, then ends paid.
  await page.getByRole('button', { name: 'Retirer' }).click();
  await page.getByRole('button', { name: 'Changer de numéro' }).click();
  await page.getByLabel('Numéro mobile money').fill('690000009');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByRole('dialog', { name: 'Retirer vos gains ?' })
    .getByRole('button', { name: 'Retirer' })
    .click();
  const waiting = page.getByRole('dialog', { name: 'Retrait en cours' });
  await expect(waiting).toContainText(/1\s500\sFCFA vers Orange Money 690000009/);
  await expect(total(page)).toHaveText(/^0\sFCFA$/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Retrait en cours' })).toBeVisible();
  await advanceClock(page, 60);
  await expect(page.getByRole('dialog', { name: 'Argent envoyé' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Argent envoyé' })).toContainText(
    /1\s500\sFCFA ont été envoyés vers Orange Money 690000009/,
  );
  await page.getByRole('button', { name: 'OK' }).click();

  // Nothing left: the no-winnings notice.
  await page.getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByRole('dialog', { name: 'Pas encore de gains' })).toBeVisible();

  // Each cash-out has its receipt, to print.
  await page.getByRole('button', { name: 'OK' }).click();
  await page.goto('/settings');
  const receipts = page.getByRole('region', { name: 'Mes reçus' });
  await expect(receipts.getByRole('link')).toHaveCount(2);
  await receipts.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz · Reçu' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Effectué' })).toBeVisible();
  await expect(page.getByText('690****09')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a new player is told there is nothing to cash out yet, in English', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Newcomer' });
  await page.goto('/gains');
  await expect(total(page)).toHaveText(/^0\sFCFA$/);
  await page.getByRole('button', { name: 'Cash out' }).click();
  const notice = page.getByRole('dialog', { name: 'No winnings yet' });
  await expect(notice).toContainText(/you can cash out from 1\sFCFA/);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
