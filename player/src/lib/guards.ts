import { loginPath, safeRedirect } from './nav';

/**
 * public: anyone; player: signed-in players only (spec section 2's guarded list);
 * visitor: the auth area, which signed-in users leave for their redirect target.
 */
export type Access = 'public' | 'player' | 'visitor';

export type AuthStatus = 'checking' | 'visitor' | 'player';

export interface GuardSession {
  status: AuthStatus;
  /**
   * An admin manager in admin mode (spec sections 4 and 6): the back office is
   * theirs. In player mode (on_manager_mode off) a manager plays like anyone.
   */
  adminMode: boolean;
}

export type GuardDecision =
  | { kind: 'render' }
  /** The session check is still running: show the main loader, decide after. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** Leave this app for another one served beside it (the back office). */
  | { kind: 'leave'; to: string };

export const ADMIN_AREA = '/administration/';

/** Managers in admin mode use the back office; the logout screen stays reachable so they can leave. */
function managerMayStay(pathname: string): boolean {
  return pathname === '/logout';
}

/** What the route table does for a route of `access` at `pathname?search` ('?' optional). */
export function guard(
  access: Access,
  session: GuardSession,
  pathname: string,
  search: string,
): GuardDecision {
  if (session.status === 'player' && session.adminMode && !managerMayStay(pathname)) {
    return { kind: 'leave', to: ADMIN_AREA };
  }
  if (access === 'public') return { kind: 'render' };
  if (session.status === 'checking') return { kind: 'wait' };
  if (access === 'visitor') {
    if (session.status !== 'player') return { kind: 'render' };
    const redirect = new URLSearchParams(search).get('redirect');
    return { kind: 'redirect', to: safeRedirect(redirect) };
  }
  if (session.status === 'player') return { kind: 'render' };
  const query = search.replace(/^\?/, '');
  return { kind: 'redirect', to: loginPath(query ? `${pathname}?${query}` : pathname) };
}
