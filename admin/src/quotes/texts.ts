import type { SectionTexts } from '../i18n';

/** The quotes screens' texts, loaded with them. */
export const QUOTES_TEXTS: SectionTexts = {
  resource: 'quotes',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
