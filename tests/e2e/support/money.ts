import type { Locator, Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/** The demo player of the seed: 1 500 FCFA of winnings, 25 credits, reads French. */
export const DEMO_PLAYER = { username: 'player@quiz.cm', password: 'player-demo-2026' } as const;

/** Signs the demo player in on the page's site, landing on `to`. */
export async function signInDemoPlayer(page: Page, to: string) {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('E-mail or phone number').fill(DEMO_PLAYER.username);
  await page.getByLabel('Password').fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

/**
 * The longest wait of the site between two tries of an action whose answer was
 * lost: it tries again after 1, then 3, then every 5 seconds (SETTLE_DELAYS_MS
 * in player/src/lib/money-outcome.ts).
 */
const LONGEST_TRY_WAIT_MS = 5_000;

/**
 * Brings the site's next try of an action whose answer was lost forward to
 * now, rather than waiting for it: the page's clock, installed with
 * `page.clock.install()` before the page loaded, jumps past the wait and
 * fires the timers due, once.
 */
export async function nextTry(page: Page) {
  await page.clock.fastForward(LONGEST_TRY_WAIT_MS);
}

/**
 * Brings the site's tries forward until `shown` is visible: when the orders
 * are read before the provider settled (a busy machine), the site shows the
 * order pending and reads its state again every few seconds of the page's
 * clock (the buy socket may be silenced), so one jump may not be enough.
 */
export async function nextTriesUntil(page: Page, shown: Locator) {
  await expect(async () => {
    await nextTry(page);
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * A weak 2G link: the first `method` request to `pattern` reaches the server
 * but its answer never reaches the phone; the next ones wait for `release()`,
 * so the pending dialog is seen first. `keys` are the idempotency keys sent.
 * `release()` lets them through and brings the site's next try forward
 * (`nextTry`): the page's clock must have been installed before it loaded.
 */
export async function loseFirstAnswer(page: Page, pattern: string, method: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const keys: string[] = [];
  await page.route(pattern, async (route: Route) => {
    const request = route.request();
    if (request.method() !== method) return route.continue();
    keys.push((await request.headerValue('idempotency-key')) ?? '');
    if (keys.length === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    await released;
    return route.continue();
  });
  return {
    keys,
    release: async () => {
      release();
      await nextTry(page);
    },
  };
}
