import type { AdminDeps } from '../admin-deps';

/** Badge types management (super managers). */
export function badgeTypesOf(_deps: AdminDeps) {
  return {};
}

export type BadgeTypesManagement = ReturnType<typeof badgeTypesOf>;
