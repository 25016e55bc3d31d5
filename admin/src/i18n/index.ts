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

/** Texts nested as polyglot reads them. */
type Texts = { [key: string]: string | Texts };

/**
 * The texts of one section of the back office (its screens, dialogs and notices),
 * kept out of the first download and loaded with the section's screens: they land
 * under `resources.<resource>` beside what the menu needs (its name). Each language
 * is a chunk of its own.
 */
export interface SectionTexts {
  resource: string;
  load: Record<Language, () => Promise<{ default: Texts }>>;
}

/** The i18n provider, able to add a section's texts when its screens open. */
export interface SectionedI18nProvider extends I18nProvider {
  /** The section's texts in that language, loaded once: a promise for React's use(). */
  sectionTexts(texts: SectionTexts, locale: string): Promise<void>;
}

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The account's language (stored with the shared session), else the browser's. */
export function initialLanguage(stored: unknown, browser: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browser?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** ra-i18n-polyglot over the two catalogs; the first one is loaded before the app renders. */
export async function createI18nProvider(initial: Language): Promise<SectionedI18nProvider> {
  const loaded: Partial<Record<Language, TranslationMessages>> = {
    [initial]: (await LOADERS[initial]()).default,
  };
  // Sections opened so far: a change of language loads their texts with the catalog.
  const opened = new Set<SectionTexts>();
  // What each section is doing in each language (several sections may share a resource).
  const added = new Map<string, Promise<void>>();
  const shown = new Map<string, Promise<void>>();
  const sectionKey = (texts: SectionTexts, language: Language) =>
    `${[...opened].indexOf(texts)}:${language}`;

  const addSection = (language: Language, texts: SectionTexts) => {
    const key = sectionKey(texts, language);
    let adding = added.get(key);
    if (!adding) {
      adding = texts.load[language]().then(({ default: own }) => {
        const catalog = loaded[language] as Texts;
        const resources = (catalog.resources ?? {}) as Texts;
        catalog.resources = {
          ...resources,
          [texts.resource]: { ...(resources[texts.resource] as Texts), ...own },
        };
      });
      added.set(key, adding);
    }
    return adding;
  };

  const catalogOf = async (language: Language) => {
    loaded[language] ??= (await LOADERS[language]()).default;
    await Promise.all([...opened].map((texts) => addSection(language, texts)));
    return loaded[language];
  };

  const messages = (locale: string) => {
    const language = isLanguage(locale) ? locale : initial;
    return opened.size === 0 && loaded[language] ? loaded[language] : catalogOf(language);
  };
  const provider = polyglotI18nProvider(messages, initial, LOCALES);

  return {
    ...provider,
    sectionTexts(texts, locale) {
      const language = isLanguage(locale) ? locale : initial;
      opened.add(texts);
      const key = sectionKey(texts, language);
      let showing = shown.get(key);
      if (!showing) {
        // Polyglot reads its phrases once: it is rebuilt on the catalog with the section in.
        showing = catalogOf(language).then(() => provider.changeLocale(language));
        shown.set(key, showing);
      }
      return showing;
    },
  };
}
