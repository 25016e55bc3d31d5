import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyBlock } from './LazyBlock';

/** An IntersectionObserver the test drives: `cross()` says its block came near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly options: IntersectionObserverInit | undefined;
  readonly callback: IntersectionObserverCallback;
  observed: Element[] = [];
  disconnected = false;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  cross(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  FakeObserver.last = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazy block', () => {
  it('keeps its room and draws nothing until it comes near the screen, then its children', () => {
    act(() =>
      render(
        <LazyBlock minHeight={560}>
          <h2>Trending</h2>
        </LazyBlock>,
        root,
      ),
    );
    const block = root.firstElementChild as HTMLElement;
    expect(block.style.minHeight).toBe('560px');
    expect(root.querySelector('h2')).toBeNull();
    const observer = FakeObserver.last as FakeObserver;
    // About one phone screen ahead of the visible page.
    expect(observer.options?.rootMargin).toBe('600px 0px');
    expect(observer.observed).toEqual([block]);

    act(() => observer.cross(false));
    expect(root.querySelector('h2')).toBeNull();
    act(() => observer.cross(true));
    expect(root.querySelector('h2')?.textContent).toBe('Trending');
    // Drawn for good: the room it kept is given back to its content.
    expect(block.style.minHeight).toBe('');
    expect(observer.disconnected).toBe(true);
  });
});
