import type { Page } from '@playwright/test';
import { advanceClock, expect, test } from './support/fixtures';
import { loseFirstAnswer, nextTriesUntil, signInDemoPlayer } from './support/money';
import { makeFriends, newPlayer } from './support/players';

/*
 * Buying credits, converting winnings and asking a friend for credits on a
 * phone, through the sandbox provider: a number ending in 1 pays, 8 is
 * refused, 9 waits a while before it pays (the server's clock is moved on).
 */

const balance = (page: Page) => page.getByTestId('credits-balance');

async function buyBasic(page: Page, phone: string) {
  // Each pack says its price per credit and in all (premium: the least it costs).
  await expect(page.getByRole('button', { name: /Basic pack/ })).toContainText(
    /95 FCFA a credit\s*Total: 950 FCFA/,
  );
  await expect(page.getByRole('button', { name: /Premium pack/ })).toContainText(
    /From 4\s080 FCFA for 51 credits/,
  );
  await page.getByRole('button', { name: /Basic pack/ }).click();
  await page.getByRole('button', { name: 'Buy with mobile money' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay with' });
  await expect(payment.getByLabel('Orange Money')).toBeChecked();
  await payment.getByLabel('Number that pays').fill(phone);
  await payment.getByRole('button', { name: 'Next' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the purchase' });
  await expect(confirm).toContainText(`10 credits for 950 FCFA, paid by Orange Money ${phone}.`);
  await confirm.getByRole('button', { name: 'Buy with mobile money' }).click();
}

test('buys a pack, is told of a refused payment, and sees a slow one through a reload', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, { name: 'Buyer' });
  await page.goto('/my-credits');
  await expect(page.getByRole('heading', { level: 1, name: 'My credits' })).toBeVisible();
  await expect(balance(page)).toHaveText('3');

  await buyBasic(page, '690000001');
  const bought = page.getByRole('dialog', { name: 'Credits bought' });
  await expect(bought).toContainText('10 credits added to your account.');
  await bought.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('13');

  await buyBasic(page, '690000008');
  const refused = page.getByRole('dialog', { name: 'Purchase failed' });
  await expect(refused).toContainText('Nothing was taken.');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('13');

  await buyBasic(page, '690000009');
  await expect(page.getByRole('dialog', { name: 'Payment in progress' })).toContainText(
    '10 credits for 950 FCFA',
  );
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Payment in progress' })).toBeVisible();
  await advanceClock(page, 60);
  await expect(page.getByRole('dialog', { name: 'Credits bought' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('23');
  expect(consoleErrors).toEqual([]);
});

test('a purchase whose answer is lost shows pending, then what the server says, and is made once', async ({
  page,
  consoleErrors,
}) => {
  // The page's clock, so that its next try after the lost answer need not be waited for.
  await page.clock.install();
  await newPlayer(page, { name: 'Weak Link' });
  await page.goto('/my-credits');
  await expect(balance(page)).toHaveText('3');
  // The first sending reaches the server, but its answer never reaches the phone
  // (a weak 2G link); the next one waits until the pending dialog has been seen.
  const { keys: sent, release } = await loseFirstAnswer(page, '**/api/me/my-credits/', 'PUT');

  await buyBasic(page, '690000009');
  const waiting = page.getByRole('dialog', { name: 'Payment in progress' });
  await expect(waiting).toContainText(
    '10 credits for 950 FCFA: the answer did not reach your phone.',
  );
  await expect(page.getByText('Nothing was taken')).toHaveCount(0);
  await release();
  // The server replays its answer to the same action: the order waits on the operator.
  await expect(waiting).toContainText('waiting for the operator');
  await advanceClock(page, 60);
  const bought = page.getByRole('dialog', { name: 'Credits bought' });
  await expect(bought).toContainText('10 credits added to your account.');
  await bought.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('13');
  // Sent twice under one key, made once; the header's counter followed without a reload.
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  await expect(page.getByRole('link', { name: '13 credits' })).toHaveText('+9');
  expect(consoleErrors).toEqual([]);
});

test('a purchase cut on the server, its key still in progress, is found in the orders and shown as bought', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  await newPlayer(page, { name: 'Cut Short' });
  // The buy socket stays silent (lost too): only the orders can tell.
  await page.routeWebSocket(/\/ws\/buy-credits\//, () => {});
  await page.goto('/my-credits');
  await expect(balance(page)).toHaveText('3');
  // The first sending is made, its answer lost; the server then answers every
  // retry under that key IN_PROGRESS, as it does for a day after a crash cut a call.
  let puts = 0;
  // The newest order, read as the purchase is confirmed, answers slowly (a weak link):
  // the purchase waits for it, or a read answered after it would take it for an old one.
  let reads = 0;
  let readsAnswered = 0;
  let readsUnansweredAtPut = -1;
  await page.route('**/api/me/receipts/1/', async (route) => {
    reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
    readsAnswered += 1;
  });
  await page.route('**/api/me/my-credits/', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    puts += 1;
    if (puts === 1) readsUnansweredAtPut = reads - readsAnswered;
    if (puts === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.fulfill({ status: 409, json: { status_message: 'IN_PROGRESS' } });
  });

  await buyBasic(page, '690000001');
  // Pending (its next try brought forward rather than waited for), never failed.
  const bought = page.getByRole('dialog', { name: 'Credits bought' });
  await expect(page.getByText('the answer did not reach your phone').or(bought)).toBeVisible();
  // The site reads the orders rather than say it failed: the purchase was paid.
  await nextTriesUntil(page, bought);
  await expect(bought).toContainText('10 credits added to your account.');
  await bought.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('13');
  expect(puts).toBeGreaterThanOrEqual(2);
  expect(readsUnansweredAtPut).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('counts premium credits and converts winnings into credits', async ({
  page,
  consoleErrors,
}) => {
  // The demo player holds 1 500 FCFA of winnings and reads French.
  await signInDemoPlayer(page, '/my-credits');
  await expect(balance(page)).toHaveText('25');

  await page.getByRole('button', { name: /Pack premium/ }).click();
  await page.getByRole('button', { name: 'Convertir mes gains' }).click();
  const calculator = page.getByRole('dialog', { name: 'Combien de crédits ?' });
  await calculator.getByLabel('Nombre de crédits').fill('50');
  await calculator.getByRole('button', { name: 'Suivant' }).click();
  await expect(calculator.getByLabel('Nombre de crédits')).toHaveAttribute('aria-invalid', 'true');
  // Only whole credits: "1e3" is not read as a thousand, and the error says the range.
  await calculator.getByLabel('Nombre de crédits').fill('1e3');
  await expect(calculator.getByText(/^Total/)).toHaveCount(0);
  await calculator.getByRole('button', { name: 'Suivant' }).click();
  await expect(calculator).toContainText('Entrez un nombre entier de crédits, de 51 à 1000.');
  await calculator.getByLabel('Nombre de crédits').fill('60');
  await expect(calculator).toContainText(/Total : 4\s800\sFCFA/);
  await calculator.getByRole('button', { name: 'Suivant' }).click();
  await page
    .getByRole('dialog', { name: 'Convertir vos gains ?' })
    .getByRole('button', { name: 'Convertir mes gains' })
    .click();
  // 60 credits cost 4 800 FCFA: more than the winnings.
  const refused = page.getByRole('dialog', { name: 'Conversion échouée' });
  await expect(refused).toContainText('Vos gains ne couvrent pas ces crédits.');
  await refused.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: /Pack basique/ }).click();
  await page.getByRole('button', { name: 'Convertir mes gains' }).click();
  const confirm = page.getByRole('dialog', { name: 'Convertir vos gains ?' });
  await expect(confirm).toContainText(/10 crédits pour 950\sFCFA de vos gains/);
  await confirm.getByRole('button', { name: 'Convertir mes gains' }).click();
  await expect(page.getByRole('dialog', { name: 'Gains convertis' })).toContainText(
    '10 crédits ajoutés à votre compte.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('35');
  await expect(page.getByRole('link', { name: '35 crédits' })).toHaveText('+9');
  await page.goto('/gains');
  await expect(page.getByTestId('gains-total')).toHaveText(/^550\sFCFA$/);
  expect(consoleErrors).toEqual([]);
});

test('asks a friend for credits, who sends part of it: both balances change', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const asker = await newPlayer(page, { name: 'Asker' });
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const giver = await newPlayer(friendPage, { name: 'Giver' });
  await makeFriends(page, asker, giver);

  await page.goto('/my-credits');
  await page.getByRole('button', { name: 'Ask a friend for credits' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask a friend for credits' });
  await ask.getByRole('searchbox', { name: 'Search your friends' }).fill('giv');
  await ask.getByLabel('Giver').check();
  await ask.getByRole('button', { name: 'More credits' }).click();
  await ask.getByRole('button', { name: 'More credits' }).click();
  await ask.getByLabel('Message (optional)').fill('For tonight’s challenge');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Your request was sent.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Requests sent' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('You asked Giver for 3 credits')).toBeVisible();

  await friendPage.goto('/my-credits');
  await friendPage.getByRole('tab', { name: /Requests received \(1 new\)/ }).click();
  await expect(friendPage.getByText('Asker asks you for 3 credits')).toBeVisible();
  await friendPage.getByRole('button', { name: 'Send credits' }).click();
  const send = friendPage.getByRole('dialog', { name: 'Send credits to Asker' });
  // Asked 3 with 3 credits: one is kept, so the picker starts at 2, the most.
  await expect(send.getByRole('status')).toHaveText('2');
  await expect(send.getByRole('button', { name: 'More credits' })).toBeDisabled();
  await send.getByRole('button', { name: 'Next' }).click();
  // What the credits are worth is said before they go.
  await expect(send).toContainText(
    /Send 2 credits to Asker\?They are worth 100\sFCFA in a challenge pot, and leave your balance \(3 credits\)\./,
  );
  await send.getByRole('button', { name: 'Send credits' }).click();
  await expect(friendPage.getByRole('dialog', { name: 'Credits sent' })).toContainText(
    '2 credits sent to Asker.',
  );
  await friendPage.getByRole('button', { name: 'OK' }).click();
  await expect(friendPage.getByTestId('credits-balance')).toHaveText('1');
  await expect(friendPage.getByText(/Accepted · Sent: 2 credits/)).toBeVisible();

  await expect(friendPage.getByRole('link', { name: 'x1, 1 credit', exact: true })).toHaveText(
    'x1',
  );

  // The asker's open screen and header follow, no reload.
  await expect(balance(page)).toHaveText('5');
  await expect(page.getByRole('link', { name: '5 credits' })).toHaveText('x5');
  await expect(page.getByText(/Accepted · Sent: 2 credits/)).toBeVisible();
  await friendContext.close();
  expect(consoleErrors).toEqual([]);
});
