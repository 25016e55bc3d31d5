import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user makes their way to it. */
export async function tabTo(page: Page, target: Locator, most = 60) {
  await expect(target).toBeVisible();
  for (let press = 0; press < most; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} not reached in ${most} presses of Tab`);
}
