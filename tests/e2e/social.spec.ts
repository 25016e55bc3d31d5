import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { type NewPlayer, newPlayer } from './support/players';

/*
 * Friends and notifications on a phone, two players side by side: what one
 * does reaches the other's open screen through the news socket, no reload.
 */

const sendFriendRequest = async (page: Page, from: NewPlayer, to: NewPlayer) => {
  const sent = await page.request.post(`/api/me/my-friends/request/${to.id}/send/`, {
    headers: { authorization: `Bearer ${from.access}` },
  });
  expect(sent.status()).toBe(201);
};

test('a friend request reaches the open friends screen live, and its acceptance comes back live', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ama = await newPlayer(page, { name: 'Ama' });
  const otherContext = await browser.newContext();
  const bonaPage = await otherContext.newPage();
  const bona = await newPlayer(bonaPage, { name: 'Bona' });

  await bonaPage.goto('/friends');
  await bonaPage.getByRole('tab', { name: 'Requests' }).click();
  await expect(bonaPage.getByText('No friend request.')).toBeVisible();
  await page.goto('/friends');
  await expect(page.getByRole('tab', { name: 'My friends (0 friends)' })).toBeVisible();

  await sendFriendRequest(page, ama, bona);
  await expect(bonaPage.getByText('Ama wants to be your friend')).toBeVisible();
  await bonaPage.getByRole('button', { name: 'Accept' }).click();
  await expect(bonaPage.getByRole('tab', { name: 'My friends (1 friend)' })).toBeVisible();

  // Ama's screen follows without a reload.
  await expect(page.getByRole('tab', { name: 'My friends (1 friend)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bona' })).toBeVisible();

  // Away from the friends screen, news raise the menu's dot.
  await bonaPage.goto('/explore');
  await expect(bonaPage.getByRole('heading', { level: 1 })).toBeVisible();
  const asked = await page.request.post('/api/me/my-credits/request/sender/init/', {
    headers: { authorization: `Bearer ${ama.access}` },
    data: { receiver: bona.id, number_of_units: 1 },
  });
  expect(asked.status()).toBe(201);
  await bonaPage.getByRole('button', { name: 'Menu, something new' }).click();
  await bonaPage.getByRole('link', { name: 'My credits new' }).click();
  await expect(bonaPage.getByRole('tab', { name: 'Requests received (1 new)' })).toBeVisible();
  // Seen, its dot is gone; the notifications' one waits on.
  await bonaPage.getByRole('button', { name: 'Menu, something new' }).click();
  await expect(bonaPage.getByRole('link', { name: 'My credits', exact: true })).toBeVisible();
  await expect(bonaPage.getByRole('link', { name: 'Notifications new' })).toBeVisible();
  await bonaPage.getByRole('link', { name: 'Notifications new' }).click();
  await expect(bonaPage.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();

  // Removing a friend asks first.
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'My friends (0 friends)' })).toBeVisible();
  await otherContext.close();
  expect(consoleErrors).toEqual([]);
});

test('deletes a notification and clears them all, each after a prompt', async ({
  page,
  consoleErrors,
}) => {
  const cyr = await newPlayer(page, { name: 'Cyr' });
  const dora = await newPlayer(page, { name: 'Dora' });
  const eli = await newPlayer(page, { name: 'Eli' });
  // Cyr is told of each request.
  await sendFriendRequest(page, dora, cyr);
  await sendFriendRequest(page, eli, cyr);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    ['authTokens', JSON.stringify(cyr.tokens)],
  );
  await page.goto('/notifications');
  const items = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Eli wants to be your friend.');

  await items.first().getByRole('button', { name: 'Delete this notification' }).click();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(items).toHaveCount(2);
  await items.first().getByRole('button', { name: 'Delete this notification' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(items).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete all your notifications?');
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Your notifications were deleted.');
  await expect(page.getByText('No notification.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No notification.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
