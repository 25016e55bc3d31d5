import type { SectionTexts } from '../i18n';

/** The create wizard's texts, loaded with it. */
export const GAME_WIZARD_TEXTS: SectionTexts = {
  resource: 'games',
  load: { en: () => import('./texts.wizard.en'), fr: () => import('./texts.wizard.fr') },
};

/** The sheet import's texts, loaded with its dialog. */
export const GAME_SHEET_TEXTS: SectionTexts = {
  resource: 'games',
  load: { en: () => import('./texts.sheet.en'), fr: () => import('./texts.sheet.fr') },
};

/** The games list's filters and counts, loaded with it. */
export const GAME_LIST_TEXTS: SectionTexts = {
  resource: 'games',
  load: { en: () => import('./texts.list.en'), fr: () => import('./texts.list.fr') },
};

/** A game's details view's texts, loaded with it. */
export const GAME_DETAILS_TEXTS: SectionTexts = {
  resource: 'games',
  load: { en: () => import('./texts.details.en'), fr: () => import('./texts.details.fr') },
};
