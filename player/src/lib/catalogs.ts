import type { Messages } from '@quiz/shared/i18n';
import type { Language } from '@quiz/shared/types';

/**
 * One catalog per visit. The package's i18n entry holds both languages; loading
 * the files one by one sends a visitor only the language they read (about 4 KB
 * gzipped saved on every first visit). These are the base catalogs: the
 * validation texts come with the screens that have forms (lib/forms), like the
 * other sections, hence the cast.
 */
export const catalogLoaders: Record<Language, () => Promise<Messages>> = {
  fr: () => import('@quiz/shared/i18n/base-fr').then((module) => module.baseFr as Messages),
  en: () => import('@quiz/shared/i18n/base-en').then((module) => module.baseEn as Messages),
};
