import { query } from '@quiz/shared/paths';

/** Where the back office is served; react-admin's router paths are relative to it. */
export const ADMIN_BASE = '/administration';

/**
 * An address of the back office from a router path ('/managers' -> '/administration/managers'),
 * for links, <Navigate> and the auth provider's redirects: the router is the page's (so
 * paths are real ones under /administration/) and those are not relative to react-admin's
 * basename. Route definitions and redirect() take router paths as they are.
 */
export function link(path: string): string {
  return ADMIN_BASE + path;
}

/** Player-site pages the back office sends people to (full navigations: another app). */
export const PLAYER_SITE = {
  /** Non-admins, and managers switching to player mode. */
  explore: '/explore',
  /** The need-help link. */
  help: '/help',
  /** The log-in page's forgotten password: the player site's reset, the same account. */
  forgotPassword: '/auth/forgot-password',
} as const;

/** The back office's own log-in page (router path). */
export const LOGIN = '/login';

/**
 * The redirect target if it is a path of the back office, else `fallback`. Anything
 * else ('//evil.example', 'https://…', the log-in page itself) could bounce the
 * manager off-site or into a loop after signing in.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === LOGIN || value.startsWith(`${LOGIN}?`) || value.startsWith(`${LOGIN}/`)) {
    return fallback;
  }
  return value;
}

/** Where a new log-in never leads back to: home is the default, logging out is over. */
const NOT_WORTH_RETURNING = ['/', '/logout'];

/** /login?redirect=<where the manager was> (router path). */
export function loginPath(redirect: string): string {
  const target = safeRedirect(redirect, '');
  const worth = target !== '' && !NOT_WORTH_RETURNING.includes(target.split('?')[0] ?? '');
  return LOGIN + query({ redirect: worth ? target : undefined });
}

/** The router path of a browser address of the back office ('/administration/managers' -> '/managers'). */
export function routerPath(pathname: string, search = ''): string {
  const inside = pathname.startsWith(ADMIN_BASE) ? pathname.slice(ADMIN_BASE.length) : pathname;
  return (inside || '/') + search;
}

let leaving = false;

/** A full navigation, leaving this app (the player site) or restarting it (log-in). */
export function leave(to: string): void {
  leaving = true;
  window.location.assign(to);
}

/** Whether this page is already on its way out: nothing else should navigate meanwhile. */
export function isLeaving(): boolean {
  return leaving;
}
