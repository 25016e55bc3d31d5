/**
 * Texts the player site shows while the phone is offline: they come with the
 * offline notice's code, not with /explore (30 KB budget). Laid over the
 * language's catalog as its `offline` section.
 */
import type { SectionShape } from './catalog';

export const offlineEn = {
  offline: {
    title: 'You are offline',
    message:
      'What you have already opened stays readable. The rest, plays and money included, needs an internet connection.',
  },
};

export const offlineFr: SectionShape<typeof offlineEn> = {
  offline: {
    title: 'Vous êtes hors ligne',
    message:
      'Ce que vous avez déjà ouvert reste lisible. Le reste, parties et argent compris, demande une connexion Internet.',
  },
};

export const offlineCatalogs = { en: offlineEn, fr: offlineFr } as const;
