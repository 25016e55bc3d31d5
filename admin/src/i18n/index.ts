import { LANGUAGES, type Language } from '@quiz/shared/types';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';

/** Each language's catalog is its own chunk: a manager downloads the one they read. */
const LOADERS: Record<Language, () => Promise<{ default: TranslationMessages }>> = {
  en: () => import('./messages.en'),
  fr: () => import('./messages.fr'),
};

export const LOCALES = [
  { locale: 'fr', name: 'Français' },
  { locale: 'en', name: 'English' },
];

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The account's language (stored with the shared session), else the browser's. */
export function initialLanguage(stored: unknown, browser: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browser?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** ra-i18n-polyglot over the two catalogs; the first one is loaded before the app renders. */
export async function createI18nProvider(initial: Language): Promise<I18nProvider> {
  const loaded: Partial<Record<Language, TranslationMessages>> = {
    [initial]: (await LOADERS[initial]()).default,
  };
  const messages = (locale: string) => {
    const language = isLanguage(locale) ? locale : initial;
    return (
      loaded[language] ??
      LOADERS[language]().then((module) => {
        loaded[language] = module.default;
        return module.default;
      })
    );
  };
  return polyglotI18nProvider(messages, initial, LOCALES);
}
