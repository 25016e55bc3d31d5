import type { SectionTexts } from '../i18n';

/** The managers screens' texts, loaded with them. */
export const MANAGERS_TEXTS: SectionTexts = {
  resource: 'managers',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
