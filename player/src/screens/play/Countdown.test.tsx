import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

let root: HTMLElement;

/** Says the key and its count, as the catalog would. */
const t = ((key: string, values?: { count?: number }) =>
  values?.count === undefined ? key : `${values.count} seconds left`) as never;

/** What the polite live region holds: what a screen reader says next. */
const announced = () => root.querySelector('[aria-live="polite"]')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
});

afterEach(() => vi.useRealTimers());

it('announces the time left politely at 30, 10 and 5 seconds, and says nothing between', () => {
  const deadline = performance.now() + 30_000;
  act(() => render(<Countdown deadline={deadline} onEnd={() => {}} t={t} />, root));
  const heard: string[] = [];
  for (let second = 0; second < 30; second += 1) {
    heard.push(announced() ?? '');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
  }
  expect(heard.filter(Boolean)).toEqual(['30 seconds left', '10 seconds left', '5 seconds left']);
  expect(heard.filter((said) => said === '').length).toBe(27);
});
