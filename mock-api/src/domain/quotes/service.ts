import type { AdminDeps } from '../admin-deps';

/** Quotes management (super managers). */
export function quotesOf(_deps: AdminDeps) {
  return {};
}

export type QuotesManagement = ReturnType<typeof quotesOf>;
