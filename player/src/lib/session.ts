import { type ErrorPageKind, HTTP_STATUS, isNotAuthenticatedStatus } from '@quiz/shared/codes';
import type {
  AuthTokens,
  ManagerDetails,
  MeDetails,
  Population,
  UserDetails,
} from '@quiz/shared/contract';
import type { Language } from '@quiz/shared/types';
import { ApiError, type Client, http, onSessionExpired } from './api';
import type { AuthStatus, GuardSession } from './guards';
import { i18n, setLanguage } from './i18n';
import { currentLocation, HOME, loginPath, navigate, safeRedirect } from './nav';
import { notify } from './notice';
import { api } from './paths';
import { storage } from './storage';
import { createStore } from './store';
import { applyTheme, theme } from './theme';

export interface SessionState {
  status: AuthStatus;
  details: UserDetails | null;
  manager: ManagerDetails | null;
  population: Population | null;
  /** Set when the app cannot run at all: the shell shows this full-page error. */
  fatal: ErrorPageKind | null;
}

function initialState(): SessionState {
  const tokens = storage.tokens();
  return {
    status: tokens ? 'checking' : 'visitor',
    // Cached details let the header show credits before the network answers.
    details: tokens ? storage.userDetails() : null,
    manager: tokens ? storage.managerDetails() : null,
    population: null,
    fatal: null,
  };
}

export const session = createStore<SessionState>(initialState());

/** Whether the signed-in user is a manager who may use the back office. */
export function isAdminManager(state: SessionState): boolean {
  return state.status === 'player' && state.manager?.is_admin === true;
}

export function guardSession(state: SessionState): GuardSession {
  return {
    status: state.status,
    adminMode: isAdminManager(state) && state.details?.on_manager_mode === true,
  };
}

/** Back to a visitor: storage cleared and app state reset (spec section 4). */
function resetToVisitor(): void {
  storage.clearSession();
  session.set({ status: 'visitor', details: null, manager: null });
}

let checking = false;

onSessionExpired(() => {
  resetToVisitor();
  // During the start-up check a dead session only makes the user a visitor again;
  // later it interrupts what they were doing, so they sign in and come back.
  if (!checking) navigate(loginPath(currentLocation()), { replace: true });
});

type CheckResult = 'authenticated' | 'not_authenticated' | 'unknown';

async function checkAuthentication(client: Client): Promise<CheckResult> {
  // No stored token is the internal 1401 "no auth data": not authenticated.
  if (!storage.tokens()) return 'not_authenticated';
  checking = true;
  try {
    await client.get(api.auth.checkAuthentication());
    return 'authenticated';
  } catch (error) {
    if (error instanceof ApiError && isNotAuthenticatedStatus(error.status)) {
      return 'not_authenticated';
    }
    // Offline or server trouble says nothing about the tokens: keep them.
    return 'unknown';
  } finally {
    checking = false;
  }
}

async function loadDetails(client: Client): Promise<void> {
  const { details } = await client.get<MeDetails>(api.me.details());
  storage.setUserDetails(details.user_details);
  storage.setManagerDetails(details.manager_details);
  session.set({
    status: 'player',
    details: details.user_details,
    manager: details.manager_details,
  });
  // Theme starts light for managers, otherwise follows the player's saved preference.
  applyTheme(details.manager_details ? false : details.user_details.is_dark_theme);
  const lang = details.user_details.language;
  if (lang && lang !== i18n.get().lang) await setLanguage(lang);
}

async function loadPopulation(client: Client): Promise<void> {
  try {
    const population = await client.get<Population>(api.content.populate(i18n.get().lang));
    session.set({ population });
  } catch (error) {
    if (error instanceof ApiError && error.status === HTTP_STATUS.UNAUTHORIZED) {
      resetToVisitor();
      navigate(loginPath(currentLocation()), { replace: true });
      return;
    }
    session.set({ fatal: 'somethingWrong' });
  }
}

/** Session start of spec section 4: authentication check, details, then population. */
export async function startSession(client: Client = http): Promise<void> {
  const check = await checkAuthentication(client);
  if (check === 'not_authenticated') resetToVisitor();
  else {
    try {
      await loadDetails(client);
    } catch (error) {
      if (error instanceof ApiError && isNotAuthenticatedStatus(error.status)) resetToVisitor();
      // Otherwise the cached details stay on screen until the next start.
      else if (storage.tokens()) session.set({ status: 'player' });
    }
  }
  await loadPopulation(client);
}

/**
 * After login, verification or a password reset: keep the tokens, start the
 * session again (the fresh start the spec gets by reloading, without the wait),
 * then go to the redirect target or home.
 */
export async function signIn(tokens: AuthTokens, redirect: string | null, client: Client = http) {
  storage.setTokens(tokens);
  session.set({ status: 'checking' });
  await startSession(client);
  navigate(safeRedirect(redirect), { replace: true });
}

export async function signOut(client: Client = http): Promise<void> {
  try {
    await client.post(api.me.logout());
  } catch {
    // The local session ends whatever the server answered.
  }
  resetToVisitor();
  navigate(HOME, { replace: true });
}

/** The player's details after a change the server accepted, kept for the next visit too. */
export function keepDetails(next: UserDetails): void {
  storage.setUserDetails(next);
  session.set({ details: next });
}

/** Light/dark switch: applied at once, saved on the account when signed in. */
export async function toggleTheme(client: Client = http): Promise<void> {
  const dark = !theme.get().dark;
  applyTheme(dark);
  const { status, details } = session.get();
  if (status !== 'player' || !details) return;
  try {
    await client.put(api.me.update({ index: 'switch theme', field: 'settings' }), { value: dark });
    keepDetails({ ...details, is_dark_theme: dark });
  } catch {
    applyTheme(!dark);
    notify('shell.something_wrong', 'error');
  }
}

/** Language switch: the catalog changes at once; a player's account keeps the choice. */
export async function changeLanguage(lang: Language, client: Client = http): Promise<void> {
  await setLanguage(lang);
  const { status, details } = session.get();
  if (status !== 'player' || !details) return;
  try {
    await client.put(api.me.update({ index: 'language' }), { language: lang });
    keepDetails({ ...details, language: lang });
  } catch {
    notify('shell.something_wrong', 'error');
  }
}
