import gameWizardEn from '../../../admin/src/games/texts.wizard.en';
import gameWizardFr from '../../../admin/src/games/texts.wizard.fr';
import { en } from '../../../admin/src/i18n/en';
import { fr } from '../../../admin/src/i18n/fr';
import playersEn from '../../../admin/src/players/texts.en';
import playersFr from '../../../admin/src/players/texts.fr';
import type { Language } from './admin-session';
import { escaped } from './words';

type Tree = { [key: string]: string | Tree };

/**
 * The back office's own texts the keyboard journeys read, in `lang`: its catalog and the
 * sections its screens load under their resource (the games wizard, player support).
 */
const OFFICE: Record<Language, Tree> = {
  en: {
    ...en,
    resources: {
      ...en.resources,
      games: { ...en.resources.games, ...gameWizardEn },
      players: { ...en.resources.players, ...playersEn },
    },
  },
  fr: {
    ...fr,
    resources: {
      ...fr.resources,
      games: { ...fr.resources.games, ...gameWizardFr },
      players: { ...fr.resources.players, ...playersFr },
    },
  },
};

export type OfficeSay = (key: string, params?: Record<string, string>) => string;

/** A text of the back office in `lang`, its %{name} placeholders filled. */
export function officeWords(lang: Language): OfficeSay {
  return (key, params = {}) => {
    let node: string | Tree | undefined = OFFICE[lang];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text "${key}" in the ${lang} back office`);
    return node.replace(/%\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  };
}

/**
 * A pattern of a back-office text, any of its counted forms ("1 game found |||| 2 games
 * found"), the placeholders left in it matching anything.
 */
export function officePattern(text: string): RegExp {
  const forms = text.split('||||').map((form) =>
    form
      .trim()
      .split(/%\{\w+\}/)
      .map(escaped)
      .join('.+?'),
  );
  return new RegExp(forms.join('|'));
}
