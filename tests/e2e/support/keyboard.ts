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

/**
 * Marks, in the page, every control a pointer can use: links, buttons, fields and any
 * element Preact gave a click handler (kept on the element as `l`), visible and outside
 * inert or hidden parts. One key per stop of Tab: a radio group and a tab list are one
 * stop each (the arrows move inside them). Answers the keys and a name for each.
 */
function markControls() {
  const native = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
  const clickable = (element: Element) =>
    Object.keys((element as Element & { l?: object }).l ?? {}).some((key) =>
      key.startsWith('click'),
    );
  const shown = (element: HTMLElement) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest('[inert], [aria-hidden="true"], dialog:not([open])') &&
    !(element as HTMLButtonElement).disabled;
  const keyOf = (element: HTMLElement, index: number) => {
    const tablist = element.closest('[role="tablist"]');
    if (tablist) return `tablist:${tablist.getAttribute('aria-label')}`;
    if (element instanceof HTMLInputElement && element.type === 'radio')
      return `radio:${element.name}`;
    return `control:${index}`;
  };
  const names: Record<string, string> = {};
  const all = [...document.querySelectorAll<HTMLElement>('body *')].filter(
    (element) => element.matches(native) || clickable(element),
  );
  all.filter(shown).forEach((element, index) => {
    const key = keyOf(element, index);
    element.dataset.tabStop = key;
    names[key] =
      `${element.tagName} ${element.textContent?.trim().slice(0, 40) || element.getAttribute('aria-label') || ''}`;
  });
  const visited = new Set<string>();
  const unmarked = new Set<string>();
  Object.assign(window, { tabVisited: visited, tabUnmarked: unmarked });
  // A stop must show where the focus is, on screen: an outline or a ring drawn as a
  // shadow. A field hidden for looks (a file chooser) shows it on its label instead.
  const seenAs = (element: HTMLElement) =>
    element.getBoundingClientRect().width < 2 ? (element.closest('label') ?? element) : element;
  const marked = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    const onScreen = box.width >= 2 && box.height >= 2 && box.right > 0 && box.left < innerWidth;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return onScreen && (outline || style.boxShadow !== 'none');
  };
  document.addEventListener('focusin', (event) => {
    const target = event.target as HTMLElement;
    const key = target.dataset?.tabStop;
    if (!key) return;
    visited.add(key);
    if (!marked(seenAs(target))) unmarked.add(key);
  });
  return names;
}

/**
 * Fails with the controls that Tab, pressed from the top of the page, never reaches or
 * reaches without a mark; and with fewer than `least` controls, where the screen is not
 * the one the journey meant. It presses on by tens until all are reached: blocks that
 * load as they come into view (lazy blocks) add stops of their own on the way, so the
 * count of presses is a bound.
 */
export async function expectAllReachable(page: Page, least = 6) {
  const names = await page.evaluate(markControls);
  const keys = Object.keys(names);
  expect(keys.length).toBeGreaterThanOrEqual(least);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unreached = () =>
    page.evaluate((all) => {
      const visited = (window as unknown as { tabVisited: Set<string> }).tabVisited;
      return all.filter((key) => !visited.has(key));
    }, keys);
  let missed = keys;
  for (let presses = 0; missed.length > 0 && presses < keys.length * 4 + 40; presses += 10) {
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Tab');
    missed = await unreached();
  }
  expect(
    missed.map((key) => names[key]),
    `not reached by Tab on ${page.url()}`,
  ).toEqual([]);
  const unmarked = await page.evaluate(() => [
    ...(window as unknown as { tabUnmarked: Set<string> }).tabUnmarked,
  ]);
  expect(
    unmarked.map((key) => names[key]),
    `no focus mark on ${page.url()}`,
  ).toEqual([]);
}
