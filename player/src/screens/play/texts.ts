import { type Messages, t } from '@quiz/shared/i18n';
import { playCatalogs } from '@quiz/shared/i18n/play';
import { i18n, type Translate } from '../../lib/i18n';
import { useStore } from '../../lib/store';

const merged = new WeakMap<Messages, Messages>();

/**
 * t() over the language's catalog with the play screens' own texts laid over it:
 * those come with these screens, never with /explore.
 */
export function usePlayT(): Translate {
  const { messages, lang } = useStore(i18n, (state) => state);
  if (!messages) return () => '';
  let catalog = merged.get(messages);
  if (!catalog) {
    catalog = { ...messages, ...playCatalogs[lang] } as unknown as Messages;
    merged.set(messages, catalog);
  }
  const withPlay = catalog;
  return (key, params) => t(withPlay, key, params);
}
