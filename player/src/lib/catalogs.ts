import type { Messages } from '@quiz/shared/i18n';
import type { Language } from '@quiz/shared/types';

/**
 * One catalog per visit. The package's i18n entry holds both languages; loading
 * the files one by one sends a visitor only the language they read (about 4 KB
 * gzipped saved on every first visit).
 */
export const catalogLoaders: Record<Language, () => Promise<Messages>> = {
  fr: () => import('@quiz/shared/i18n/fr').then((module) => module.fr),
  en: () => import('@quiz/shared/i18n/en').then((module) => module.en),
};
