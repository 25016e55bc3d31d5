import type { SectionTexts } from '../i18n';

/** The player support screens' texts, loaded with them. */
export const PLAYERS_TEXTS: SectionTexts = {
  resource: 'players',
  load: { en: () => import('./texts.en'), fr: () => import('./texts.fr') },
};

/** A key of the player support screens' texts. */
export const said = (key: string) => `resources.players.${key}`;
