import type { SectionTexts } from '../i18n';

/** The reconciliation screen's texts, loaded with it. */
export const RECONCILIATION_TEXTS: SectionTexts = {
  resource: 'reconciliation',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};

/** A key of the reconciliation screen's texts. */
export const said = (key: string) => `resources.reconciliation.${key}`;
