import type { AdminDeps } from '../admin-deps';

/** Games management of the back office: create, list, search, details, deactivate, reactivate, import and export. */
export function gamesOf(_deps: AdminDeps) {
  return {};
}

export type GamesManagement = ReturnType<typeof gamesOf>;
