import type { AdminDeps } from '../admin-deps';

/** Statistics of the back office: general and date-range indicators and the dashboard's series. */
export function statsOf(_deps: AdminDeps) {
  return {};
}

export type Statistics = ReturnType<typeof statsOf>;
