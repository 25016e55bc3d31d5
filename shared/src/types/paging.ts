/**
 * Paged responses. The player API names the page count `number_of_pages`; most
 * back-office lists name it `num_pages` (quotes keep number_of_pages). Pages start at 1.
 */
import type { Paged } from '../contract/common';
import type { Indicators } from './credits';

/** Player lists that can also return unread counters (?indicators). */
export interface PagedWithIndicators<T> extends Paged<T> {
  indicators?: Indicators;
}

export interface AdminPaged<T> {
  list: T[];
  num_pages: number;
}

export interface AdminSearchPaged<T> extends AdminPaged<T> {
  num_results: number;
}
