import { type MessageKey, type MessageParams, type Messages, t } from '@quiz/shared/i18n';
import type { Language } from '@quiz/shared/types';
import { catalogLoaders } from './catalogs';
import { PREFERENCE_KEYS, storage } from './storage';
import { createStore, useStore } from './store';

export interface I18nState {
  lang: Language;
  messages: Messages | null;
}

/**
 * The saved choice, else the browser's language; French by default since most
 * players in Cameroon read French first.
 */
export function initialLanguage(): Language {
  const saved = storage.preference<string>(PREFERENCE_KEYS.lang);
  if (saved === 'fr' || saved === 'en') return saved;
  return typeof navigator !== 'undefined' && navigator.language?.startsWith('en') ? 'en' : 'fr';
}

export const i18n = createStore<I18nState>({ lang: initialLanguage(), messages: null });

/**
 * Sections of texts that come with their screens (sign-in, play, money...),
 * laid over the language's catalog: /explore downloads none of them.
 */
const sections: Record<Language, object>[] = [];

const withSections = (messages: Messages, lang: Language) =>
  Object.assign({}, messages, ...sections.map((section) => section[lang])) as Messages;

/** Adds a screen's section of texts, in both languages; its module calls this once loaded. */
export function addTexts(section: Record<Language, object>): void {
  if (sections.includes(section)) return;
  sections.push(section);
  const { lang, messages } = i18n.get();
  if (messages) i18n.set({ messages: withSections(messages, lang) });
}

/** The language asked last. */
let asked: Language;

/**
 * Loads the language's catalog, then shows it everywhere at once. The language asked
 * last wins, whichever catalog comes first: the account's language, asked while the
 * page's first catalog still downloads, is not undone by it (a late catalog of another
 * language is shown only while there is none).
 */
export async function setLanguage(lang: Language, options: { save?: boolean } = {}) {
  asked = lang;
  const messages = withSections(await catalogLoaders[lang](), lang);
  if (i18n.get().messages && lang !== asked) return;
  i18n.set({ lang, messages });
  document.documentElement.lang = lang;
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', t(messages, 'app.description'));
  // The phone offers to install the site under the name and description of its language.
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.${lang}.webmanifest`);
  if (options.save !== false) storage.setPreference(PREFERENCE_KEYS.lang, lang);
}

export type Translate = (key: MessageKey | (string & {}), params?: MessageParams) => string;

export function translate(messages: Messages | null): Translate {
  return (key, params) => (messages ? t(messages, key, params) : '');
}

/** t() bound to the current catalog; components re-render when the language changes. */
export function useT(): Translate {
  const messages = useStore(i18n, (state) => state.messages);
  return translate(messages);
}

export function useLang(): Language {
  return useStore(i18n, (state) => state.lang);
}

/** The text of a bilingual record in the current language: label_fr or label_en. */
export function pick<T extends object>(record: T, field: string, lang: Language): string {
  const value = (record as Record<string, unknown>)[`${field}_${lang}`];
  return typeof value === 'string' ? value : '';
}
