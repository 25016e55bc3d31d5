import type { Paged } from '@quiz/shared/contract';
import { useEffect, useRef, useState } from 'preact/hooks';
import { http } from './api';
import { session } from './session';
import { useStore } from './store';

export interface PagedState<T> {
  items: T[];
  /** Pages are numbered from 1; 0 before the first answer. */
  page: number;
  pages: number;
  loading: boolean;
  failed: boolean;
  /** Extra fields of the first answer (number_of_results, indicators…). */
  meta: Record<string, unknown>;
}

const empty = <T>(): PagedState<T> => ({
  items: [],
  page: 0,
  pages: 0,
  loading: true,
  failed: false,
  meta: {},
});

/** Merges page `page` of a paged answer into the list shown so far. */
export function mergePage<T>(
  state: PagedState<T>,
  page: number,
  answer: Paged<T> & Record<string, unknown>,
): PagedState<T> {
  const { list, number_of_pages, ...meta } = answer;
  return {
    items: page === 1 ? [...list] : [...state.items, ...list],
    page,
    pages: number_of_pages,
    loading: false,
    failed: false,
    meta: page === 1 ? meta : state.meta,
  };
}

/** The Next button shows while pages remain (spec section 9). */
export function hasNextPage(state: PagedState<unknown>): boolean {
  return !state.loading && state.page > 0 && state.page < state.pages;
}

/**
 * A paged list from page 1; `next()` appends the following page. A new
 * `pathOf` identity (tab or category changed) resets paging and reloads.
 */
export function usePaged<T>(pathOf: ((page: number) => string) | null, key: string) {
  const status = useStore(session, (state) => state.status);
  const [state, setState] = useState<PagedState<T>>(empty);
  // Answers for a list the user already left (another tab) are dropped.
  const generation = useRef(0);

  const load = (page: number) => {
    if (!pathOf) return;
    const mine = generation.current;
    setState((current) => ({ ...current, loading: true }));
    http.get<Paged<T> & Record<string, unknown>>(pathOf(page)).then(
      (answer) => {
        if (mine === generation.current) setState((current) => mergePage(current, page, answer));
      },
      () => {
        if (mine !== generation.current) return;
        console.warn('Could not load page', page, 'of', key);
        setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
  };

  useEffect(() => {
    if (status === 'checking') return;
    generation.current += 1;
    setState(empty());
    load(1);
  }, [key, status]);

  return { ...state, hasNext: hasNextPage(state), next: () => load(state.page + 1) };
}
