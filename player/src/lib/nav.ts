import { query } from '@quiz/shared/paths';
import { navigate as browserNavigate } from 'wouter-preact/use-browser-location';

/** Where a signed-in user lands when no redirect was asked for. */
export const HOME = '/explore';
export const LOGIN = '/auth/login';

export function currentLocation(): string {
  return location.pathname + location.search;
}

/**
 * The redirect target if it is a path of this site, else `fallback`. Anything
 * else ('//evil.example', 'https://…', the auth area itself) could bounce the user
 * off-site or into a loop after signing in.
 */
export function safeRedirect(value: string | null | undefined, fallback = HOME): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?'))
    return fallback;
  return value;
}

/** /auth/login?redirect=<where the user was>. */
export function loginPath(redirect: string = currentLocation()): string {
  const target = safeRedirect(redirect, '');
  return LOGIN + query({ redirect: target || undefined });
}

/** /auth/registration?redirect=<where the user was>. */
export function registrationPath(redirect: string = currentLocation()): string {
  const target = safeRedirect(redirect, '');
  return `/auth/registration${query({ redirect: target || undefined })}`;
}

/** An auth-area path that keeps the redirect parameter along the way. */
export function authPath(path: string, params: Record<string, string | null | undefined>): string {
  return path + query(params);
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  browserNavigate(to, { replace: options.replace ?? false });
  // A new page starts at its top, as a full page load would.
  window.scrollTo(0, 0);
}

/** The value of one query parameter of the current address. */
export function searchParam(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name);
}
