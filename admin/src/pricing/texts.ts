import type { SectionTexts } from '../i18n';

/** The pricing screen's texts, loaded with it. */
export const PRICING_TEXTS: SectionTexts = {
  resource: 'pricing',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};

/** A key of the pricing screen's texts. */
export const said = (key: string) => `resources.pricing.${key}`;
