import type { SectionTexts } from '../i18n';

/** The scores screen's texts, loaded with it. */
export const SCORES_TEXTS: SectionTexts = {
  resource: 'scores',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
