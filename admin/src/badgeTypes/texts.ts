import type { SectionTexts } from '../i18n';

/** The badge types screens' texts, loaded with them. */
export const BADGE_TYPES_TEXTS: SectionTexts = {
  resource: 'badgeTypes',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
