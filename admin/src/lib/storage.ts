import { STORAGE_KEYS } from '@quiz/shared/constants';
import type { AuthTokens, ManagerDetails, UserDetails } from '@quiz/shared/contract';

/**
 * The session the player site keeps in local storage, under the same keys, so a
 * manager switching between the two sites stays signed in (one login, one logout).
 */
export interface SessionStorage {
  tokens(): AuthTokens | null;
  setTokens(tokens: AuthTokens | null): void;
  userDetails(): UserDetails | null;
  setUserDetails(details: UserDetails | null): void;
  managerDetails(): ManagerDetails | null;
  setManagerDetails(details: ManagerDetails | null): void;
  /** A failed refresh or a logout clears the three keys, as the player site does. */
  clearSession(): void;
}

/** The few Storage methods used, so tests can hand a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function sessionStorageOn(store: () => KeyValueStore): SessionStorage {
  function read<T>(key: string): T | null {
    try {
      const raw = store().getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      // Private modes and corrupted values read as "nothing stored".
      return null;
    }
  }
  function write(key: string, value: unknown): void {
    try {
      if (value === null || value === undefined) store().removeItem(key);
      else store().setItem(key, JSON.stringify(value));
    } catch {
      // A full or blocked storage only costs a sign-in next visit.
    }
  }
  return {
    tokens: () => read<AuthTokens>(STORAGE_KEYS.authTokens),
    setTokens: (tokens) => write(STORAGE_KEYS.authTokens, tokens),
    userDetails: () => read<UserDetails>(STORAGE_KEYS.userDetails),
    setUserDetails: (details) => write(STORAGE_KEYS.userDetails, details),
    managerDetails: () => read<ManagerDetails>(STORAGE_KEYS.managerDetails),
    setManagerDetails: (details) => write(STORAGE_KEYS.managerDetails, details),
    clearSession() {
      write(STORAGE_KEYS.authTokens, null);
      write(STORAGE_KEYS.userDetails, null);
      write(STORAGE_KEYS.managerDetails, null);
    },
  };
}

/** A store in memory, for tests. */
export function memoryStore(): KeyValueStore & { clear(): void } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

/** The browser's session, shared with the player site. */
export const storage = sessionStorageOn(() => localStorage);
