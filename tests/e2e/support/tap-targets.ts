import type { Page } from '@playwright/test';

/** The least a finger can hit reliably, in CSS pixels (WCAG 2.5.5, Apple and Material guidance). */
export const TAP_TARGET_PX = 44;

/**
 * The visible controls of the page smaller than a fingertip, each as
 * "tag 'name' WxH". A control's box counts its padding, so an inline link can
 * reach the size without moving the text around it.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate((min) => {
    const selector =
      'a[href], button, select, input:not([type="hidden"]), textarea, [role="button"], [role="tab"], [role="switch"], summary';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // A checkbox, radio or file picker is hit through its label; a select or
      // a text field is not (its label only moves the focus).
      const proxied = element.matches(
        'input[type="checkbox"], input[type="radio"], input[type="file"]',
      );
      const labels = proxied ? Array.from((element as HTMLInputElement).labels ?? []) : [];
      const boxes = [box, ...labels.map((label) => label.getBoundingClientRect())];
      const width = Math.max(...boxes.map((each) => each.width));
      const height = Math.max(...boxes.map((each) => each.height));
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .trim()
          .slice(0, 30);
        small.push(
          `${element.tagName.toLowerCase()} '${name}' ${Math.round(width)}x${Math.round(height)}`,
        );
      }
    }
    return small;
  }, TAP_TARGET_PX);
}
