import { PREFERENCE_KEYS, storage } from './storage';
import { createStore } from './store';

export interface ThemeState {
  dark: boolean;
}

export const theme = createStore<ThemeState>({
  dark: storage.preference<boolean>(PREFERENCE_KEYS.theme) === true,
});

/** Puts the theme on <html>, where the CSS custom properties of both themes hang. */
export function applyTheme(dark: boolean, options: { save?: boolean } = {}): void {
  theme.set({ dark });
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? '#10151c' : '#0b7a3e');
  if (options.save !== false) storage.setPreference(PREFERENCE_KEYS.theme, dark);
}
