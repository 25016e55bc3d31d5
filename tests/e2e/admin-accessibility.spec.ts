import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** The serious and critical WCAG 2 A/AA problems axe finds on the page as it stands. */
async function violations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
}

/** The back office's screens, each shown once its content is there. */
const SCREENS = [
  { path: '/administration/badgeTypes', ready: 'article' },
  { path: '/administration/quotes', ready: 'article' },
  { path: '/administration/partners', ready: 'article' },
  { path: '/administration/scores', ready: 'row' },
  { path: '/administration/stats', ready: 'region' },
  { path: '/administration/purchases', ready: 'combobox' },
  { path: '/administration/settings', ready: 'article' },
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
