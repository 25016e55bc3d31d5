import type { SectionTexts } from '../i18n';

/** The admin settings' texts, loaded with them. */
export const SETTINGS_TEXTS: SectionTexts = {
  resource: 'settings',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
