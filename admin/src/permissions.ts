import type { ManagerDetails, UserDetails } from '@quiz/shared/contract';

/** What the back office lets a manager see, from the manager details (spec section 6). */
export interface Permissions {
  isSuperManager: boolean;
  isGamesManager: boolean;
  isPaymentsManager: boolean;
  /** May enter the back office and switch between player and admin modes. */
  isAdmin: boolean;
}

export const NO_PERMISSIONS: Permissions = {
  isSuperManager: false,
  isGamesManager: false,
  isPaymentsManager: false,
  isAdmin: false,
};

export function permissionsOf(manager: ManagerDetails | null | undefined): Permissions {
  if (!manager) return NO_PERMISSIONS;
  return {
    isSuperManager: manager.is_supermanager,
    isGamesManager: manager.is_gamesmanager,
    isPaymentsManager: manager.is_paymentsmanager,
    isAdmin: manager.is_admin,
  };
}

/** The back-office areas a screen belongs to; each runs its own primary check on the server. */
export type Area = 'super' | 'games' | 'payments';

/** Who sees an area's menu entries, shortcuts and resources (the server has the last word). */
export const AREA_ACCESS: Record<Area, (permissions: Permissions) => boolean> = {
  super: (p) => p.isAdmin && p.isSuperManager,
  // The super manager "can also see games management" (spec section 6).
  games: (p) => p.isAdmin && (p.isSuperManager || p.isGamesManager),
  // What a payments manager may do is not shown (spec section 6): ours, they read the
  // purchases and cash-outs players ask about, as super managers may.
  payments: (p) => p.isAdmin && (p.isSuperManager || p.isPaymentsManager),
};

export function canSee(area: Area, permissions: Permissions | undefined): boolean {
  return permissions ? AREA_ACCESS[area](permissions) : false;
}

/**
 * The access guard of spec section 2: who may enter the back office. Only a manager
 * flagged is_admin enters; a signed-in user who is not is sent to the player site's
 * explore page; nobody signed in logs in first.
 */
export type GuardDecision = 'enter' | 'explore' | 'login';

export function guardDecision(session: {
  signedIn: boolean;
  user: UserDetails | null;
  manager: ManagerDetails | null;
}): GuardDecision {
  if (!session.signedIn || !session.user) return 'login';
  return session.manager?.is_admin === true ? 'enter' : 'explore';
}

/**
 * Where the back office's home leads: the super board, else the games area, else the
 * payments area, else settings.
 */
export function homePath(
  permissions: Permissions | undefined,
  paths: { board: string; games: string; moneyBoard: string; settings: string },
): string {
  if (canSee('super', permissions)) return paths.board;
  if (canSee('games', permissions)) return paths.games;
  if (canSee('payments', permissions)) return paths.moneyBoard;
  return paths.settings;
}
