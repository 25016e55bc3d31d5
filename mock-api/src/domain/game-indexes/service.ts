import type { AdminDeps } from '../admin-deps';

/** Game indexes management (super managers). */
export function gameIndexesOf(_deps: AdminDeps) {
  return {};
}

export type GameIndexesManagement = ReturnType<typeof gameIndexesOf>;
