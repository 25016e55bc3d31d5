import { STORAGE_KEYS } from '@quiz/shared/constants';
import type { AuthTokens, ManagerDetails, UserDetails } from '@quiz/shared/contract';

/** Keys of this site's own preferences, beside the spec's three session keys. */
export const PREFERENCE_KEYS = {
  lang: 'quiz.lang',
  theme: 'quiz.theme',
  dataSaver: 'quiz.data-saver',
} as const;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // Private modes and corrupted values read as "nothing stored".
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the user a sign-in next visit.
  }
}

export const storage = {
  tokens: () => read<AuthTokens>(STORAGE_KEYS.authTokens),
  setTokens: (tokens: AuthTokens | null) => write(STORAGE_KEYS.authTokens, tokens),
  userDetails: () => read<UserDetails>(STORAGE_KEYS.userDetails),
  setUserDetails: (details: UserDetails | null) => write(STORAGE_KEYS.userDetails, details),
  managerDetails: () => read<ManagerDetails>(STORAGE_KEYS.managerDetails),
  setManagerDetails: (details: ManagerDetails | null) =>
    write(STORAGE_KEYS.managerDetails, details),
  preference: <T>(key: string) => read<T>(key),
  setPreference: (key: string, value: unknown) => write(key, value),
  /** Spec section 4: a failed refresh or a refused token clears these three. */
  clearSession() {
    write(STORAGE_KEYS.authTokens, null);
    write(STORAGE_KEYS.userDetails, null);
    write(STORAGE_KEYS.managerDetails, null);
  },
};
