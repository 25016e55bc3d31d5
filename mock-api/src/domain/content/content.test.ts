import { readFileSync } from 'node:fs';
import { HelpData, TermsData } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import { ContentFileError, checkedText } from './checked-text';
import { help } from './help';
import { terms } from './terms';

const LANGS = ['fr', 'en'] as const;
const OTHER = { fr: 'en', en: 'fr' } as const;
const ICONS = [
  'solo',
  'challenge',
  'credits',
  'gains',
  'phone',
  'mail',
  'badge',
  'share',
  'timer',
  'friends',
];
const PLACEHOLDERS = ['{admin_phone1}', '{admin_phone2}', '{admin_phone3}', '{admin_email}'];

/** Every string found in a value, with its path, walking objects and arrays. */
function strings(value: unknown, path = '$'): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

function emptyStrings(value: unknown): string[] {
  return strings(value)
    .filter((entry) => entry.value.trim() === '')
    .map((entry) => entry.path);
}

describe('terms and conditions', () => {
  it('has both languages, each pointing to the other', () => {
    expect(Object.keys(terms).sort()).toEqual(['en', 'fr']);
    for (const lang of LANGS) {
      expect(terms[lang].lang).toBe(lang);
      expect(terms[lang].exchange_lang).toBe(OTHER[lang]);
    }
  });

  it('numbers its items 1..n consecutively', () => {
    for (const lang of LANGS) {
      const numbers = terms[lang].body.map((item) => item.number);
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
  });

  it('has the same items and sub-part counts in both languages', () => {
    const shape = (data: TermsData) =>
      data.body.map((item) => ({ number: item.number, subParts: item.subParts.length }));
    expect(shape(terms.en)).toEqual(shape(terms.fr));
    for (const lang of LANGS) {
      for (const item of terms[lang].body) expect(item.subParts.length).toBeGreaterThan(0);
    }
  });

  it('has no empty strings', () => {
    for (const lang of LANGS) {
      expect(emptyStrings(terms[lang])).toEqual([]);
      const { part_1, part_2 } = terms[lang].header.definition;
      expect(part_1.length).toBeGreaterThan(0);
      expect(part_2.length).toBeGreaterThan(0);
    }
  });
});

describe('help centre', () => {
  it('has both languages, each pointing to the other', () => {
    expect(Object.keys(help).sort()).toEqual(['en', 'fr']);
    for (const lang of LANGS) {
      expect(help[lang].lang).toBe(lang);
      expect(help[lang].exchange_lang).toBe(OTHER[lang]);
    }
  });

  it('has exactly five sections with the same item types in the same order', () => {
    const types = (data: HelpData) =>
      data.sections.map((section) => section.content.map((item) => item.type));
    for (const lang of LANGS) {
      expect(help[lang].sections).toHaveLength(5);
      for (const section of help[lang].sections) {
        expect(section.content.length).toBeGreaterThanOrEqual(3);
        expect(section.content.length).toBeLessThanOrEqual(8);
      }
    }
    expect(types(help.en)).toEqual(types(help.fr));
  });

  it('uses only icons the app can draw', () => {
    for (const lang of LANGS) {
      for (const section of help[lang].sections) {
        for (const item of section.content) {
          expect(['txt', 'icon']).toContain(item.type);
          if (item.type === 'icon') expect(ICONS).toContain(item.value);
        }
      }
    }
  });

  it('has no empty strings', () => {
    for (const lang of LANGS) expect(emptyStrings(help[lang])).toEqual([]);
  });

  it('gives the contact placeholders in the contact section', () => {
    for (const lang of LANGS) {
      const contact = help[lang].sections[4];
      expect(contact).toBeDefined();
      const text = (contact?.content ?? []).map((item) => item.value).join('\n');
      for (const placeholder of PLACEHOLDERS) expect(text).toContain(placeholder);
    }
  });
});

describe('content files', () => {
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(new URL(`texts/${file}`, import.meta.url), 'utf8'));
  const contracts = { terms: TermsData, help: HelpData };

  it('all have the shape of their contract', () => {
    for (const [kind, contract] of Object.entries(contracts)) {
      for (const lang of LANGS) {
        const file = `${kind}.${lang}.json`;
        expect(checkedText(contract, file, read(file))).toEqual(read(file));
      }
    }
  });

  it('refuses a malformed file, naming the file and the field', () => {
    const broken = read('terms.en.json') as TermsData;
    Object.assign(broken.body[2]?.subParts[0] ?? {}, { specification: 7 });
    expect(() => checkedText(TermsData, 'terms.en.json', broken)).toThrow(ContentFileError);
    expect(() => checkedText(TermsData, 'terms.en.json', broken)).toThrow(
      /^content terms\.en\.json: \/body\/2\/subParts\/0\/specification: /,
    );
    const noTitle = read('help.fr.json') as { general: Record<string, unknown> };
    delete noTitle.general.title;
    expect(() => checkedText(HelpData, 'help.fr.json', noTitle)).toThrow(
      /^content help\.fr\.json: \/general: /,
    );
  });
});
