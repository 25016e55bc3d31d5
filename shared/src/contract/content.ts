/**
 * Texts and reference data (player spec section 7, "Auth and session" and
 * help): what GET /api/populate/ gives the apps, the terms and conditions and
 * the help centre.
 */
import { type Static, Type } from 'typebox';
import { GENDERS, LANGUAGES } from '../types/enums';

const Language = Type.Enum(LANGUAGES);

/** A section of the shared message catalog: keys to texts (or plural forms). */
const CatalogSection = Type.Record(Type.String(), Type.Unknown());

export const Population = Type.Object({
  lang: Language,
  /** the catalog's labels */
  inputs: CatalogSection,
  /** the catalog's actions */
  buttons: CatalogSection,
  /** the catalog's errors */
  links: CatalogSection,
  /** the whole catalog of that language */
  components: CatalogSection,
  params: Type.Object({
    countries_with_codes: Type.Array(
      Type.Object({
        /** the value sent as `country` (1 = Cameroon) */
        id: Type.Integer(),
        name_en: Type.String(),
        name_fr: Type.String(),
        country_code: Type.String(),
      }),
    ),
    languages: Type.Array(Type.Object({ code: Language, label: Type.String() })),
    genders: Type.Array(Type.Object({ code: Type.Enum(GENDERS), label: Type.String() })),
  }),
  constants: Type.Object({
    currencies: Type.Array(Type.String()),
    country_codes: Type.Array(Type.String()),
  }),
  admin_phone1: Type.String(),
  admin_phone2: Type.String(),
  admin_phone3: Type.String(),
  admin_email: Type.String(),
  /** the three game settings the player site needs to show rewards */
  settings: Type.Object({
    gain_unit: Type.Integer(),
    solo_units: Type.Integer(),
    solo_win_gain_multiplicator: Type.Integer(),
  }),
});
export type Population = Static<typeof Population>;

export const TermsItem = Type.Object({
  number: Type.Integer(),
  title: Type.String(),
  specification: Type.String(),
  subParts: Type.Array(
    Type.Object({ title: Type.Optional(Type.String()), specification: Type.String() }),
  ),
});
export type TermsItem = Static<typeof TermsItem>;
export type TermsSubPart = TermsItem['subParts'][number];

export const TermsData = Type.Object({
  lang: Language,
  /** the other language, for the language switch */
  exchange_lang: Language,
  header: Type.Object({
    title: Type.String(),
    description: Type.String(),
    definition: Type.Object({ part_1: Type.String(), part_2: Type.String() }),
  }),
  body: Type.Array(TermsItem),
});
export type TermsData = Static<typeof TermsData>;

/** A help paragraph is text, or an icon name drawn inline. */
export const HelpContentItem = Type.Object({
  type: Type.Enum(['txt', 'icon']),
  value: Type.String(),
});
export type HelpContentItem = Static<typeof HelpContentItem>;

export const HelpData = Type.Object({
  lang: Language,
  exchange_lang: Language,
  general: Type.Object({ title: Type.String() }),
  sections: Type.Array(Type.Object({ title: Type.String(), content: Type.Array(HelpContentItem) })),
});
export type HelpData = Static<typeof HelpData>;
