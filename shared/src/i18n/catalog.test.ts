import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGE_CODES } from '../codes/status';
import {
  GAME_KINDS,
  GAME_ORDERINGS,
  PERIODS,
  PLAY_STATUSES,
  QUESTION_TYPES,
  REQUEST_STATUSES,
  TRANSACTION_STATUSES,
} from '../types/enums';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { authFr } from './auth';
import { backofficeCatalogs, backofficeEn, backofficeFr } from './backoffice';
import {
  interpolate,
  isPlural,
  mergeCatalog,
  type Plural,
  pluralForm,
  statusText,
} from './catalog';
import { catalogs, en, fr, hasMessage, t } from './index';

/** Every message of a catalog as [dotted key, text or plural forms]. */
function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !isPlural(value)
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** The texts of a message: itself, or each of its plural forms. */
const texts = (value: unknown): unknown[] => (isPlural(value) ? Object.values(value) : [value]);

/** The plural categories a language's counts fall into (French: one, many, other). */
const neededForms = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  it("hold the back office's texts in both languages, and only there", () => {
    expect(Object.keys(backofficeFr.validation).sort()).toEqual(
      Object.keys(backofficeEn.validation).sort(),
    );
    for (const key of Object.keys(backofficeEn.validation)) {
      expect(hasMessage(en, `validation.${key}`), key).toBe(false);
    }
  });

  it('hold exactly the same keys', () => {
    expect(
      leaves(fr)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      leaves(en)
        .map(([key]) => key)
        .sort(),
    );
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('%s has only non-empty strings', (_, messages) => {
    for (const [key, value] of leaves(messages)) {
      for (const text of texts(value)) {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages and in every plural form', () => {
    const frTexts = new Map(leaves(fr));
    for (const [key, value] of leaves(en)) {
      const expected = placeholders(String(isPlural(value) ? value.other : value));
      for (const text of [...texts(value), ...texts(frTexts.get(key))]) {
        expect(placeholders(String(text)), key).toEqual(expected);
      }
    }
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)(
    '%s gives each counted message exactly the plural forms the language uses',
    (lang, messages) => {
      const plurals = leaves(messages).filter(([, value]) => isPlural(value));
      expect(plurals.length).toBeGreaterThan(5);
      for (const [key, value] of plurals) {
        expect(Object.keys(value as Plural).sort(), key).toEqual([...neededForms(lang)].sort());
      }
    },
  );

  it('count the same messages in both languages', () => {
    const counted = (messages: object) =>
      leaves(messages)
        .filter(([, value]) => isPlural(value))
        .map(([key]) => key);
    expect(counted(fr)).toEqual(counted(en));
  });

  it('are listed by language with matching meta', () => {
    expect(catalogs.en.meta.lang).toBe('en');
    expect(catalogs.fr.meta.lang).toBe('fr');
  });

  it('translate French for real', () => {
    expect(fr.actions.cancel).toBe('Annuler');
    expect(fr.time.yesterday).toBe('Hier');
    expect(
      leaves(fr).filter(([key, text]) => text === leaves(en).find(([k]) => k === key)?.[1]).length,
    ).toBeLessThan(20);
  });
});

describe('coverage of codes and enums', () => {
  it.each(STATUS_MESSAGE_CODES)('status %s has a message in both languages', (code) => {
    expect(hasMessage(en, `status.${code}`)).toBe(true);
    expect(hasMessage(fr, `status.${code}`)).toBe(true);
  });

  it.each(Object.values(VALIDATION_MESSAGES))(
    'validation key %s exists in both languages',
    (key) => {
      expect(hasMessage(backofficeCatalogs.en, key)).toBe(true);
      expect(hasMessage(backofficeCatalogs.fr, key)).toBe(true);
    },
  );

  it.each([
    ['question_types', QUESTION_TYPES],
    ['request_statuses', REQUEST_STATUSES],
    ['transaction_statuses', TRANSACTION_STATUSES],
    ['periods', PERIODS],
    ['game_orderings', GAME_ORDERINGS],
    ['game_kinds', GAME_KINDS],
    ['play_statuses', PLAY_STATUSES],
  ] as const)('%s has a label for every value', (section, values) => {
    for (const value of values) {
      expect(hasMessage(en, `${section}.${value}`), value).toBe(true);
      expect(hasMessage(fr, `${section}.${value}`), value).toBe(true);
    }
  });
});

describe('t', () => {
  it('finds nested keys', () => {
    expect(t(en, 'actions.ok')).toBe('OK');
    expect(t(fr, 'errors.not_found.title')).toBe('Page introuvable');
  });

  it('fills placeholders', () => {
    expect(t(en, 'time.days_ago', { count: 3 })).toBe('3 days ago');
    // A screen's section laid over the catalog, as the player site does.
    const withAuth = { ...fr, ...authFr } as unknown as typeof fr;
    expect(t(withAuth, 'auth.invalid_code', { tries: 2, max: 5 })).toBe(
      'Code incorrect (2/5 tentatives).',
    );
  });

  it('returns the key when it is missing or names a section', () => {
    expect(t(en, 'nope.missing')).toBe('nope.missing');
    expect(t(en, 'actions')).toBe('actions');
    expect(t(en, 'actions.ok.more')).toBe('actions.ok.more');
    expect(t(en, 'constructor')).toBe('constructor');
  });

  it('resolves status codes and validation keys', () => {
    expect(statusText(fr, 'NO_CREDIT')).toBe("Vous n'avez plus de crédits.");
    expect(t(en, VALIDATION_MESSAGES.email_invalid)).toBe('Please enter a valid e-mail address.');
  });
});

describe('plural forms', () => {
  it.each([
    [0, 'other', 'one'],
    [1, 'one', 'one'],
    [2, 'other', 'other'],
    [1000, 'other', 'other'],
  ])('%i is %s in English and %s in French', (count, english, french) => {
    expect(pluralForm('en', count)).toBe(english);
    expect(pluralForm('fr', count)).toBe(french);
  });

  it('pick the form of the count and show the count formatted for the language', () => {
    expect(t(fr, 'game.plays', { count: 0 })).toBe('0 partie');
    expect(t(fr, 'game.plays', { count: 1 })).toBe('1 partie');
    expect(t(fr, 'game.plays', { count: 2 })).toBe('2 parties');
    expect(t(fr, 'game.plays', { count: 1000 })).toBe('1 000 parties');
    expect(t(fr, 'game.plays', { count: 1_000_000 })).toBe('1 000 000 de parties');
    expect(t(en, 'game.plays', { count: 0 })).toBe('0 plays');
    expect(t(en, 'game.plays', { count: 1 })).toBe('1 play');
    expect(t(en, 'game.plays', { count: 2 })).toBe('2 plays');
    expect(t(en, 'game.plays', { count: 1000 })).toBe('1 000 plays');
    expect(t(en, 'search.count', { count: 1, text: 'x' })).toBe('1 result for “x”');
    expect(t(fr, 'challenge.stake', { count: 2 })).toBe('Mise : 2 crédits');
  });

  it('fall back to the other form, the count left visible, when no number is given', () => {
    expect(t(en, 'game.plays')).toBe('{count} plays');
    expect(t(fr, 'game.plays', { count: 'many' })).toBe('many parties');
  });

  it('are found as messages, not as sections', () => {
    expect(hasMessage(en, 'game.plays')).toBe(true);
    expect(hasMessage(en, 'game.plays.one')).toBe(false);
    expect(t(en, 'game.plays.one')).toBe('game.plays.one');
  });
});

describe('interpolate', () => {
  it('leaves unknown placeholders visible', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('no params')).toBe('no params');
  });
});

describe('mergeCatalog', () => {
  it('falls back to English for missing or empty keys', () => {
    const merged = mergeCatalog(en, { actions: { ok: 'D’accord', cancel: '' } });
    expect(merged.actions.ok).toBe('D’accord');
    expect(merged.actions.cancel).toBe('Cancel');
    expect(merged.actions.save).toBe('Save');
    expect(merged.time.yesterday).toBe('Yesterday');
  });

  it('keeps the English shape and drops unknown keys', () => {
    const merged = mergeCatalog(en, { extra: 'x', actions: { bogus: 'y' } } as never);
    expect(leaves(merged).map(([k]) => k)).toEqual(leaves(en).map(([k]) => k));
  });

  it("takes a language's plural forms whole", () => {
    const merged = mergeCatalog(en, { game: { plays: { one: 'une', other: '' } } });
    expect(merged.game.plays).toEqual(en.game.plays);
    expect(mergeCatalog(en, { game: { plays: fr.game.plays } }).game.plays).toEqual(fr.game.plays);
  });

  it('returns the full override when complete', () => {
    expect(mergeCatalog(en, fr)).toEqual(fr);
    expect(mergeCatalog(en, undefined)).toEqual(en);
  });
});
