/**
 * Paging of the back office's lists: pages numbered from 1 (spec section 9),
 * of a size the spec leaves open; 10 cards fill a manager's screen.
 */
export const PAGE_SIZE = 10;

export function pageWindow(page: number) {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/** How many pages a list of `total` items fills; none when it is empty. */
export const pageCount = (total: number | string | bigint) => Math.ceil(Number(total) / PAGE_SIZE);
