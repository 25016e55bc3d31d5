import type { Language } from '@quiz/shared/types';
import { useCallback, useState } from 'react';
import { useLocaleState, useNotify, usePermissions, useTheme } from 'react-admin';
import { account } from '../lib/account';
import { canSee, type Permissions } from '../permissions';

/** What the shell shows by role: super pages, games pages, the mode switch. */
export function useRoles() {
  const { permissions } = usePermissions<Permissions>();
  return {
    superManager: canSee('super', permissions),
    gamesArea: canSee('games', permissions),
    paymentsArea: canSee('payments', permissions),
    admin: permissions?.isAdmin === true,
  };
}

/** Player mode: saved on the account, then the player site (a full navigation). */
export function useModeSwitch() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const toPlayerMode = useCallback(async () => {
    setBusy(true);
    try {
      await account.switchToPlayerMode();
    } catch {
      setBusy(false);
      notify('shell.something_wrong', { type: 'error' });
    }
  }, [notify]);
  return { toPlayerMode, busy };
}

/** Light or dark: applied at once, kept in the account's settings; undone if saving fails. */
export function useThemeSwitch() {
  const [theme, setTheme] = useTheme();
  const notify = useNotify();
  const dark = theme === 'dark';
  const toggle = useCallback(async () => {
    setTheme(dark ? 'light' : 'dark');
    try {
      await account.saveTheme(!dark);
    } catch {
      setTheme(dark ? 'dark' : 'light');
      notify('shell.something_wrong', { type: 'error' });
    }
  }, [dark, setTheme, notify]);
  return { dark, toggle };
}

/** The interface language: changed at once, kept on the account (the player site follows). */
export function useLanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const notify = useNotify();
  const change = useCallback(
    async (language: Language) => {
      if (language === locale) return;
      setLocale(language);
      try {
        await account.saveLanguage(language);
      } catch {
        notify('shell.something_wrong', { type: 'error' });
      }
    },
    [locale, setLocale, notify],
  );
  return { locale: locale as Language, change };
}
