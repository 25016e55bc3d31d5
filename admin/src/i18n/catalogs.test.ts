import { en as sharedEn } from '@quiz/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { initialLanguage } from './index';
import { catalogOf, fromShared, mergeOver, type Tree } from './merge';
import english from './messages.en';
import french from './messages.fr';

/** Every leaf key of a catalog, dotted. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value as object, `${prefix}${key}.`),
  );
}

function lookup(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], tree);
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the back office's catalogs", () => {
  it('French and English hold the same keys', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('each French text has the placeholders of its English one', () => {
    for (const key of keys(en)) {
      expect(placeholders(String(lookup(fr, key))), key).toEqual(
        placeholders(String(lookup(en, key))),
      );
    }
  });

  it('no text is empty', () => {
    for (const key of keys(en)) expect(String(lookup(en, key)), key).not.toBe('');
    for (const key of keys(fr)) expect(String(lookup(fr, key)), key).not.toBe('');
  });
});

describe('the merged catalogs', () => {
  it('French falls back to English for a key it misses', () => {
    const englishOnly = { admin: { sections: { games: 'Games management', brand_new: 'New' } } };
    const frenchPartial = { admin: { sections: { games: 'Gestion des jeux' } } };
    const merged = catalogOf([englishOnly, frenchPartial]);
    expect(lookup(merged, 'admin.sections.games')).toBe('Gestion des jeux');
    expect(lookup(merged, 'admin.sections.brand_new')).toBe('New');
    expect(mergeOver({ a: 'A' }, { a: '' })).toEqual({ a: 'A' });
  });

  it('the shipped French catalog holds every English key, react-admin and shared ones included', () => {
    const missing = keys(english).filter((key) => typeof lookup(french, key) !== 'string');
    expect(missing).toEqual([]);
    expect(lookup(french, 'ra.action.delete')).toBe('Supprimer');
    expect(lookup(french, 'validation.required')).toBe('Ce champ est obligatoire.');
    expect(lookup(french, 'admin.sections.board')).toBe('Super administration');
  });

  it('shared texts are written for polyglot: %{name} placeholders and smart_count plurals', () => {
    const converted = fromShared(sharedEn);
    expect(lookup(converted, 'time.minutes_ago')).toBe('%{count} minutes ago');
    expect(lookup(converted, 'game.plays')).toBe('%{smart_count} play |||| %{smart_count} plays');
  });

  it("starts in the account's language, else the browser's", () => {
    expect(initialLanguage('en', 'fr-FR')).toBe('en');
    expect(initialLanguage(undefined, 'fr-CM')).toBe('fr');
    expect(initialLanguage('de', 'en-GB')).toBe('en');
  });
});
