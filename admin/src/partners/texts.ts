import type { SectionTexts } from '../i18n';

/** The ads management screens' texts, loaded with them. */
export const PARTNERS_TEXTS: SectionTexts = {
  resource: 'partners',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
