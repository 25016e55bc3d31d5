import type { SectionTexts } from '../i18n';

/** The period picker's texts, loaded with the screens that show it. */
export const PERIOD_TEXTS: SectionTexts = {
  resource: 'period',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};

/** A key of the period picker's texts. */
export const periodSaid = (key: string) => `resources.period.${key}`;
