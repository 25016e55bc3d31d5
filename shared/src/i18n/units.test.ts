import { describe, expect, it } from 'vitest';
import { authCatalogs } from './auth';
import { baseEn } from './base-en';
import { baseFr } from './base-fr';
import { isPlural } from './catalog';
import { moneyCatalogs } from './money';
import { playCatalogs } from './play';
import { settingsCatalogs } from './settings';
import { socialCatalogs } from './social';
import { validationCatalogs } from './validation';

/*
 * The unit a player spends has three names in the spec and the terms
 * (credits, energy, units). The player reads one, credits, everywhere; the
 * credits screen alone says, once, that energy is the same thing.
 */

/** A text without its placeholders ({units} is filled with credits). */
const bare = (text: string) => text.replace(/\{\w+\}/g, '');

/** Every text of a catalog as [dotted key, text], a plural giving one text per form, placeholders out. */
function texts(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, bare(value)]];
    if (isPlural(value)) return Object.values(value).map((text) => [`${prefix}${key}`, bare(text)]);
    return texts(value, `${prefix}${key}.`);
  });
}

const playerCatalogs = {
  en: [
    baseEn,
    authCatalogs.en,
    moneyCatalogs.en,
    playCatalogs.en,
    settingsCatalogs.en,
    socialCatalogs.en,
    validationCatalogs.en,
  ],
  fr: [
    baseFr,
    authCatalogs.fr,
    moneyCatalogs.fr,
    playCatalogs.fr,
    settingsCatalogs.fr,
    socialCatalogs.fr,
    validationCatalogs.fr,
  ],
};
const EXPLAINED = 'money.credits.same_unit';
const OTHER_NAMES = /energ|énergi|\bunités\b|\bunits\b/i;
const CREDITS = /crédit|credit/i;

/** The screen a key belongs to: its section and sub-section (play.overview, money.credits). */
const screenOf = (key: string) => key.split('.').slice(0, 2).join('.');

describe.each(Object.entries(playerCatalogs))(
  'the unit the player spends, in %s',
  (_, catalogs) => {
    const all = catalogs.flatMap((catalog) => texts(catalog));

    it('is called credits in every text but the one that explains its other name', () => {
      const others = all.filter(([key, text]) => key !== EXPLAINED && OTHER_NAMES.test(text));
      expect(others).toEqual([]);
    });

    it('is never called by two names on one screen, the explanation aside', () => {
      const names = new Map<string, Set<string>>();
      for (const [key, text] of all) {
        if (key === EXPLAINED) continue;
        const found = names.get(screenOf(key)) ?? new Set<string>();
        if (CREDITS.test(text)) found.add('credits');
        if (OTHER_NAMES.test(text)) found.add('other');
        names.set(screenOf(key), found);
      }
      const mixed = [...names].filter(([, found]) => found.size > 1).map(([screen]) => screen);
      expect(mixed).toEqual([]);
    });

    it('is explained once: credits and energy are the same unit', () => {
      const explained = all.filter(([key]) => key === EXPLAINED);
      expect(explained).toHaveLength(1);
      expect(explained[0]?.[1]).toMatch(CREDITS);
      expect(explained[0]?.[1]).toMatch(/energy|énergie/i);
    });
  },
);
