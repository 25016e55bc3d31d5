import type { SectionTexts } from '../i18n';

/** The indexes screens' texts, loaded with them. */
export const INDEXES_TEXTS: SectionTexts = {
  resource: 'indexes',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
