import { type Messages, t } from '@quiz/shared/i18n';
import type { Language } from '@quiz/shared/types';
import { i18n, type Translate } from './i18n';
import { useStore } from './store';

/**
 * A t() hook over the language's catalog with a screen's own section laid
 * over it (play, money): those texts come with their screens, never with
 * /explore.
 */
export function sectionT(catalogs: Record<Language, object>): () => Translate {
  const merged = new WeakMap<Messages, Messages>();
  return function useSectionT() {
    const { messages, lang } = useStore(i18n, (state) => state);
    if (!messages) return () => '';
    let catalog = merged.get(messages);
    if (!catalog) {
      catalog = { ...messages, ...catalogs[lang] } as unknown as Messages;
      merged.set(messages, catalog);
    }
    const withSection = catalog;
    return (key, params) => t(withSection, key, params);
  };
}
