import { describe, expect, it } from 'vitest';
import { BADGE_TYPES_TEXTS } from '../badgeTypes/texts';
import badgeTypesEn from '../badgeTypes/texts.en';
import badgeTypesFr from '../badgeTypes/texts.fr';
import dashboardEn from '../dashboard/texts.en';
import dashboardFr from '../dashboard/texts.fr';
import gameDetailsEn from '../games/texts.details.en';
import gameDetailsFr from '../games/texts.details.fr';
import gameListEn from '../games/texts.list.en';
import gameListFr from '../games/texts.list.fr';
import periodEn from '../period/texts.en';
import periodFr from '../period/texts.fr';
import playersEn from '../players/texts.en';
import playersFr from '../players/texts.fr';
import pricingEn from '../pricing/texts.en';
import pricingFr from '../pricing/texts.fr';
import { QUOTES_TEXTS } from '../quotes/texts';
import quotesEn from '../quotes/texts.en';
import quotesFr from '../quotes/texts.fr';
import { createI18nProvider } from './index';

/** Every leaf key of a catalog, dotted, with its text. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("sections' own texts", () => {
  for (const [name, en, fr] of [
    ['badge types', badgeTypesEn, badgeTypesFr],
    ['quotes', quotesEn, quotesFr],
    ['period', periodEn, periodFr],
    ['players', playersEn, playersFr],
    ['dashboard', dashboardEn, dashboardFr],
    ['pricing', pricingEn, pricingFr],
    ['games list', gameListEn, gameListFr],
    ['game details', gameDetailsEn, gameDetailsFr],
  ] as const) {
    it(`${name}: French holds every English key, none empty, with the same placeholders`, () => {
      const french = new Map(leaves(fr));
      for (const [key, text] of leaves(en)) {
        expect(text, key).not.toBe('');
        expect(french.get(key), key).toBeTruthy();
        expect(placeholders(french.get(key) ?? ''), key).toEqual(placeholders(text));
      }
      expect(french.size).toBe(leaves(en).length);
    });
  }

  it('are missing until the section opens, then translate beside the first catalog', async () => {
    const i18n = await createI18nProvider('en');
    expect(i18n.translate('resources.badgeTypes.add')).toBe('resources.badgeTypes.add');
    await i18n.sectionTexts(BADGE_TYPES_TEXTS, 'en');
    expect(i18n.translate('resources.badgeTypes.add')).toBe('Add a badge type');
    expect(i18n.translate('resources.badgeTypes.weight', { weight: 4 })).toBe('#4');
    // What the first catalog said of the resource stays (the menu's name).
    expect(i18n.translate('resources.badgeTypes.name', { smart_count: 2 })).toBe('Badge types');
    expect(i18n.translate('admin.sections.games')).toBe('Games management');
  });

  it("a change of language brings the open sections' texts in the new one", async () => {
    const i18n = await createI18nProvider('en');
    await i18n.sectionTexts(QUOTES_TEXTS, 'en');
    await i18n.changeLocale('fr');
    expect(i18n.translate('resources.quotes.add')).toBe('Ajouter une citation');
    expect(i18n.translate('admin.sections.games')).toBe('Gestion des jeux');
    // A section opened later, in French, joins without losing the first.
    await i18n.sectionTexts(BADGE_TYPES_TEXTS, 'fr');
    expect(i18n.translate('resources.badgeTypes.reactivate')).toBe('Réactiver');
    expect(i18n.translate('resources.quotes.add')).toBe('Ajouter une citation');
  });

  it('loads a section once per language, however often its screens ask', async () => {
    const i18n = await createI18nProvider('fr');
    const first = i18n.sectionTexts(QUOTES_TEXTS, 'fr');
    expect(i18n.sectionTexts(QUOTES_TEXTS, 'fr')).toBe(first);
    await first;
    expect(i18n.translate('resources.quotes.fields.author')).toBe('Auteur');
  });
});
