import { PAGE_SIZES } from '@quiz/shared/constants';

/** Pages start at 1; a page past the end is simply empty. */
export interface PageRequest {
  page: number;
  size: number;
}

export interface Paged<T> {
  list: T[];
  number_of_pages: number;
}

export interface SearchPaged<T> extends Paged<T> {
  number_of_results: number;
}

/**
 * Page size of the calls whose path carries none (searches, badge holders):
 * the spec's L preset, the size of the explore grids.
 */
export const FIXED_PAGE_SIZE = PAGE_SIZES.L;

export const offsetOf = ({ page, size }: PageRequest) => (page - 1) * size;

export const pageCount = (total: number, size: number) => Math.ceil(total / size);

/** Whether a page starts beyond the last result, so its rows need not be read. */
export const pastTheEnd = (request: PageRequest, total: number) => offsetOf(request) >= total;

export function paged<T>(list: T[], total: number, size: number): Paged<T> {
  return { list, number_of_pages: pageCount(total, size) };
}

export function searchPaged<T>(list: T[], total: number, size: number): SearchPaged<T> {
  return { list, number_of_pages: pageCount(total, size), number_of_results: total };
}
