import { use } from 'react';
import { useI18nProvider, useLocaleState } from 'react-admin';
import type { SectionedI18nProvider, SectionTexts } from './index';

/**
 * Suspends a section's screen until its texts are loaded in the language shown,
 * then again after a change of language until they are loaded in the new one.
 */
export function useSectionTexts(texts: SectionTexts): void {
  const provider = useI18nProvider() as Partial<SectionedI18nProvider>;
  const [locale] = useLocaleState();
  if (provider.sectionTexts) use(provider.sectionTexts(texts, locale));
}
