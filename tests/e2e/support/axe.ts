import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './fixtures';

/**
 * The rules whose verdict follows the colours: text contrast, and links told from the
 * text around them by colour alone. Between the light and dark themes only the colours
 * change (the markup is the same), so the second theme needs these rules alone, at a
 * fraction of the processor a full look takes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Waits until nothing on the page is loading: both apps show every wait with an endless
 * animation (the player's skeletons and spinners, the back office's progress bars and
 * skeletons), and nothing else of theirs loops. Held for a tenth of a second, so that a
 * block that starts loading a frame after the one before ended is waited for too. Cheaper
 * than the network's idleness, which always adds half a second of silence.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    (since) => {
      const state = window as unknown as { quietSince?: number; look?: number };
      if (state.look !== since) {
        state.look = since;
        state.quietSince = undefined;
      }
      const loading = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        );
      if (loading || document.fonts.status !== 'loaded') {
        state.quietSince = undefined;
        return false;
      }
      state.quietSince ??= performance.now();
      return performance.now() - state.quietSince >= 100;
    },
    Date.now() + Math.random(),
    { polling: 25, timeout: 15_000 },
  );
}

/**
 * The serious and critical WCAG 2.1 A/AA problems axe finds on the page, once it has
 * settled. The check that a control's name holds the words it shows (2.5.3, label in
 * name, what voice control needs) is still marked experimental in axe: it is asked for.
 * `coloursOnly`: the same page in its other theme, seen already in the first.
 */
export async function violations(
  page: Page,
  options: { coloursOnly?: boolean } = {},
): Promise<string[]> {
  await settled(page);
  const run: RunOptions = options.coloursOnly
    ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
    : {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      };
  const results = await runAxe(page, { ...run, resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      // The element's markup beside its selector: generated class names say little.
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target} ${node.html.slice(0, 160)}`).join(' | ')}`,
    );
}

/**
 * axe on the page's document through Deque's Playwright builder, in its single-document
 * mode (axe.run in the page) and loaded once a document: by default the builder loads
 * axe anew for every look and finishes each in a new tab with axe loaded once more: 775
 * ms a look on the explore page against 164 ms so (colours only: 518 against 92), on a
 * busy machine. The same rules and verdicts. That mode does not enter frames: neither site has any, and a
 * frame fails the look. Only the violations are asked for in full: the passes are not read.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  expect(page.frames(), 'a frame, which this look would not enter').toHaveLength(1);
  const loaded = await page.evaluate(() => 'axe' in window);
  // An empty source: the builder's loading of axe is skipped where it is loaded already.
  return new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) })
    .setLegacyMode(true)
    .options(options)
    .analyze();
}

/**
 * How many pixels the page scrolls sideways (0 when it fits). Against the root's width,
 * not innerWidth: a phone shows a too-wide page zoomed out, and innerWidth grows with it.
 */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * One look at a screen: no serious accessibility problem (colours only when it was seen
 * in the other theme already) and nothing wider than the window.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  options: { coloursOnly?: boolean } = {},
) {
  expect(await violations(page, options), label).toEqual([]);
  expect(await sidewaysScroll(page), `${label}: sideways scrolling`).toBe(0);
}
