import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

let root: HTMLElement;
let drawn: number[];

function Left(props: { remaining: number | undefined }) {
  const left = useCountdown(props.remaining);
  drawn.push(left);
  return <span>{left}</span>;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  drawn = [];
});

afterEach(() => vi.useRealTimers());

it('draws the server value from the render that brings it, never 0 first', () => {
  act(() => render(<Left remaining={undefined} />, root));
  drawn = [];
  act(() => render(<Left remaining={3600} />, root));
  expect(drawn.length).toBeGreaterThan(0);
  expect(drawn.every((left) => left === 3600)).toBe(true);
});

it('counts down from a value given at once, and from a new value at once', () => {
  act(() => render(<Left remaining={10} />, root));
  expect(drawn[0]).toBe(10);
  act(() => {
    vi.advanceTimersByTime(3_000);
  });
  expect(root.textContent).toBe('7');
  drawn = [];
  act(() => render(<Left remaining={50} />, root));
  expect(drawn[0]).toBe(50);
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(root.textContent).toBe('0');
});
