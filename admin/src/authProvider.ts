import type { AuthTokens, Credentials, MeDetails } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Language } from '@quiz/shared/types';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { http as defaultHttp, type Http } from './lib/http';
import {
  leave as defaultLeave,
  isLeaving,
  link,
  loginPath,
  PLAYER_SITE,
  routerPath,
} from './lib/navigation';
import { storage as defaultStorage, type SessionStorage } from './lib/storage';
import { guardDecision, type Permissions, permissionsOf } from './permissions';

export interface AuthDeps {
  http: Http;
  storage: SessionStorage;
  /** Full navigation to another app (the player site). */
  leave: (to: string) => void;
  /**
   * A full navigation is under way (a refused refresh sends the page to log in): react-admin
   * must not navigate too, or the two race.
   */
  isLeaving: () => boolean;
  /** The router path the manager is on, for the redirect after a new log-in. */
  currentPath: () => string;
}

/** The page is going away (full navigation): nothing should render meanwhile. */
const never = () => new Promise<never>(() => {});

export interface AdminIdentity extends UserIdentity {
  language: Language;
  isDarkTheme: boolean;
}

/**
 * react-admin's auth provider on the player site's session: log-in on /api/token/,
 * details from /api/me/details/ (loaded once a page load, kept in local storage
 * beside the tokens), the guard of spec section 2, logout through /api/me/logout/.
 */
export function createAuthProvider(deps: AuthDeps): AuthProvider & {
  /** Details reloaded from the server (after a switch changed them). */
  reloadDetails(): Promise<void>;
} {
  const { http, storage } = deps;
  let loading: Promise<void> | null = null;

  async function fetchDetails(): Promise<void> {
    try {
      const { details } = await http.get<MeDetails>(api.me.details());
      storage.setUserDetails(details.user_details);
      storage.setManagerDetails(details.manager_details);
    } catch (error) {
      // Offline or server trouble: the stored details decide until the next load.
      // A refused session has already been cleared by the HTTP client.
      if ((error as { status?: number }).status === 401) storage.clearSession();
      if (!storage.userDetails()) throw error;
    }
  }

  /** Once a page load (and after each log-in): roles can change between visits. */
  function ensureDetails(): Promise<void> {
    loading ??= fetchDetails().catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  function decide() {
    return guardDecision({
      signedIn: storage.tokens() !== null,
      user: storage.userDetails(),
      manager: storage.managerDetails(),
    });
  }

  // react-admin navigates to these from the page's router: addresses, not router paths.
  const toLogin = () => ({
    redirectTo: link(loginPath(deps.currentPath())),
    message: false as const,
  });

  return {
    async login({ username, password }: Credentials) {
      const tokens = await http.post<AuthTokens>(
        api.auth.token(),
        { username, password },
        { auth: false },
      );
      storage.setTokens(tokens);
      loading = null;
      await ensureDetails();
      if (decide() === 'explore') {
        deps.leave(PLAYER_SITE.explore);
        return never();
      }
    },

    async logout() {
      if (deps.isLeaving()) return false;
      if (storage.tokens()) {
        try {
          await http.post(api.me.logout());
        } catch {
          // The local session ends whatever the server answered.
        }
      }
      storage.clearSession();
      loading = null;
      return link(loginPath(deps.currentPath()));
    },

    async checkAuth() {
      if (!storage.tokens()) throw toLogin();
      try {
        await ensureDetails();
      } catch {
        if (deps.isLeaving()) return never();
        throw toLogin();
      }
      const decision = decide();
      if (decision === 'explore') {
        deps.leave(PLAYER_SITE.explore);
        return never();
      }
      if (decision === 'login') throw toLogin();
    },

    async checkError(error: { status?: number }) {
      // A refused token (after the refresh already tried): log in again, then come back.
      if (error?.status === 401 && !deps.isLeaving()) throw toLogin();
      // 403 is a refused area: the screen shows its not-allowed view, the session stays.
    },

    async getPermissions(): Promise<Permissions> {
      if (!storage.tokens()) return permissionsOf(null);
      await ensureDetails().catch(() => {});
      return permissionsOf(storage.managerDetails());
    },

    async getIdentity(): Promise<AdminIdentity> {
      await ensureDetails();
      const user = storage.userDetails();
      if (!user) throw toLogin();
      return {
        id: user.id,
        fullName: user.player_name ?? undefined,
        avatar: user.profile_pic ?? undefined,
        language: user.language,
        isDarkTheme: user.is_dark_theme,
      };
    },

    async reloadDetails() {
      loading = null;
      await ensureDetails();
    },
  };
}

export const authProvider = createAuthProvider({
  http: defaultHttp,
  storage: defaultStorage,
  leave: defaultLeave,
  isLeaving,
  currentPath: () => routerPath(window.location.pathname, window.location.search),
});
