import type { SectionTexts } from '../i18n';

/** The statistics screen's texts, loaded with it. */
export const STATS_TEXTS: SectionTexts = {
  resource: 'stats',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
