import { logInToBackOffice } from './support/admin-session';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** The back office's screens, each shown once its content is there. */
const SCREENS = [
  { path: '/administration/badgeTypes', ready: 'article' },
  { path: '/administration/quotes', ready: 'article' },
  { path: '/administration/partners', ready: 'article' },
  { path: '/administration/scores', ready: 'row' },
  { path: '/administration/stats', ready: 'region' },
  { path: '/administration/purchases', ready: 'combobox' },
  { path: '/administration/reconciliation', ready: 'status' },
  { path: '/administration/settings', ready: 'article' },
  { path: '/administration/pricing', ready: 'table' },
  { path: '/administration/super', ready: 'listitem' },
] as const;

/*
 * Split in two short tests: axe takes a couple of seconds of processor a look, and
 * two workers share a small machine.
 */
for (const half of [SCREENS.slice(0, 4), SCREENS.slice(4)]) {
  test(`no serious accessibility problem on ${half.map((screen) => screen.path.split('/')[2]).join(', ')}`, async ({
    page,
  }) => {
    await logInToBackOffice(page, 'super', 'en');
    for (const screen of half) {
      await page.goto(screen.path);
      await expect(page.getByRole(screen.ready).first()).toBeVisible();
      expect(await violations(page), screen.path).toEqual([]);
    }
  });
}
