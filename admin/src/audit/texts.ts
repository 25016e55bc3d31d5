import type { SectionTexts } from '../i18n';

/** The audit screens' texts, loaded with them. */
export const AUDIT_TEXTS: SectionTexts = {
  resource: 'audit',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};
