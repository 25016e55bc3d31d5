import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2.1 A/AA problems axe finds on the page, once it has
 * settled. The check that a control's name holds the words it shows (2.5.3, label in
 * name, what voice control needs) is still marked experimental in axe: it is asked for.
 */
export async function violations(page: Page): Promise<string[]> {
  // Let the lazy blocks and pictures settle before looking.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      // The element's markup beside its selector: generated class names say little.
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target} ${node.html.slice(0, 160)}`).join(' | ')}`,
    );
}
