import type { SectionTexts } from '../i18n';

/** The day's figures' texts, loaded with them. */
export const DASHBOARD_TEXTS: SectionTexts = {
  resource: 'dashboard',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};

export const said = (key: string) => `resources.dashboard.${key}`;
