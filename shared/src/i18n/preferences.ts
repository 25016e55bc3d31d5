/**
 * Texts of the preferences screen only: the player site downloads them with it,
 * not with /explore (30 KB budget). Laid over the language's catalog as its
 * `preferences` section.
 */
import type { SectionShape } from './catalog';

export const preferencesEn = {
  preferences: {
    intro: 'Pick the categories you like: your "For you" quizzes follow them.',
    label: 'Your favourite categories',
    data_saver: 'Data saver',
    data_saver_hint:
      'Smaller pictures, and no decorative ones or ad pictures: pages cost less of your data plan.',
  },
};

export const preferencesFr: SectionShape<typeof preferencesEn> = {
  preferences: {
    intro: 'Choisissez les catégories qui vous plaisent : vos quiz « Pour vous » les suivent.',
    label: 'Vos catégories préférées',
    data_saver: 'Économiseur de données',
    data_saver_hint:
      'Des images plus petites, sans images décoratives ni images de publicité : les pages consomment moins de votre forfait.',
  },
};

export const preferencesCatalogs = { en: preferencesEn, fr: preferencesFr } as const;
