import { COUNTRY, CURRENCY, GENDERS, LANGUAGES } from '@quiz/shared/constants';
import type { Population } from '@quiz/shared/contract';
import { catalogs } from '@quiz/shared/i18n';
import type { Language } from '@quiz/shared/types';
import type { Db } from '../../db/index';
import { languageOf } from '../accounts/users';
import { readSettings } from '../settings/settings';
import { type AdminContacts, fillPlaceholders, withContacts } from './contacts';
import { economyFigures } from './economy-figures';
import { help } from './help';
import { terms } from './terms';

/**
 * GET /api/populate/: texts, reference lists, admin contacts and the game
 * settings the apps need, in the language asked for, else the signed-in
 * player's, else French.
 */
async function population(db: Db, contacts: AdminContacts, lang: Language): Promise<Population> {
  const messages = catalogs[lang];
  const settings = await readSettings(db);
  return {
    lang,
    inputs: messages.labels,
    buttons: messages.actions,
    links: messages.errors,
    components: messages,
    params: {
      countries_with_codes: [
        {
          id: COUNTRY.id,
          name_en: COUNTRY.name_en,
          name_fr: COUNTRY.name_fr,
          country_code: COUNTRY.country_code,
        },
      ],
      languages: LANGUAGES.map((code) => ({ code, label: messages.languages[code] })),
      genders: GENDERS.map((code) => ({ code, label: messages.genders[code] })),
    },
    constants: { currencies: [CURRENCY], country_codes: [COUNTRY.country_code] },
    ...contacts,
    settings: {
      gain_unit: settings.gain_unit,
      solo_units: settings.solo_units,
      solo_win_gain_multiplicator: settings.solo_win_gain_multiplicator,
    },
  };
}

/** Texts and reference data, the admin contacts filled in. */
export function contentOf(db: Db, contacts: AdminContacts) {
  return {
    async population(lang: Language | undefined, userId: number | undefined) {
      const chosen = lang ?? (userId === undefined ? undefined : await languageOf(db, userId));
      return population(db, contacts, chosen ?? 'fr');
    },
    terms: (lang: Language) => withContacts(terms[lang], contacts),
    /** The help centre, with the admin contacts and the live prices and rewards filled in. */
    help: async (lang: Language) =>
      fillPlaceholders(help[lang], { ...contacts, ...(await economyFigures(db, lang)) }),
  };
}

export type Content = ReturnType<typeof contentOf>;
