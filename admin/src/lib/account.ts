import type { UserDetails } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Language } from '@quiz/shared/types';
import { type Http, http } from './http';
import { leave, PLAYER_SITE } from './navigation';
import { type SessionStorage, storage } from './storage';

/**
 * The manager's own settings the shell changes: navigation mode, theme and language.
 * Each is saved on the account (so the player site agrees) and in the stored details.
 */
export function accountActions(deps: {
  http: Http;
  storage: SessionStorage;
  leave: (to: string) => void;
}) {
  function remember(change: Partial<UserDetails>) {
    const details = deps.storage.userDetails();
    if (details) deps.storage.setUserDetails({ ...details, ...change });
  }

  return {
    /**
     * Player mode is the player site: the account's mode is set first, so the player
     * site keeps the manager (its own switch brings them back here).
     */
    async switchToPlayerMode(): Promise<void> {
      await deps.http.put(api.me.update({ index: 'switch navigation mode', field: 'profile' }), {
        value: false,
      });
      remember({ on_manager_mode: false });
      deps.leave(PLAYER_SITE.explore);
    },

    async saveTheme(dark: boolean): Promise<void> {
      await deps.http.put(api.me.update({ index: 'switch theme', field: 'settings' }), {
        value: dark,
      });
      remember({ is_dark_theme: dark });
    },

    async saveLanguage(language: Language): Promise<void> {
      await deps.http.put(api.me.update({ index: 'language' }), { language });
      remember({ language });
    },
  };
}

export const account = accountActions({ http, storage, leave });
