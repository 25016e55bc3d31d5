import { describe, expect, it } from 'vitest';
import { hasNextPage, mergePage, type PagedState } from './paged';

const start: PagedState<number> = {
  items: [],
  page: 0,
  pages: 0,
  loading: true,
  failed: false,
  meta: {},
};

describe('paged lists', () => {
  it('replace on page 1, append after, keep the first answer extras', () => {
    const one = mergePage(start, 1, { list: [1, 2], number_of_pages: 2, number_of_results: 3 });
    expect(one).toMatchObject({ items: [1, 2], page: 1, pages: 2, meta: { number_of_results: 3 } });
    expect(hasNextPage(one)).toBe(true);
    const two = mergePage(one, 2, { list: [3], number_of_pages: 2 });
    expect(two.items).toEqual([1, 2, 3]);
    expect(hasNextPage(two)).toBe(false);
  });

  it('hide Next while loading or before the first answer', () => {
    expect(hasNextPage(start)).toBe(false);
    expect(hasNextPage({ ...start, page: 1, pages: 3, loading: true })).toBe(false);
  });
});
