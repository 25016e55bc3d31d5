import type { SectionTexts } from '../i18n';

/** The payments screens' texts, loaded with them. */
export const PAYMENTS_TEXTS: SectionTexts = {
  resource: 'payments',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
