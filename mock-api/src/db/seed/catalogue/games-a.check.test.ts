import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load';
import type { SeedIndexCode, SeedQuote, SeedTextQuestion } from './types';

const { gamesA, indexes, quotes } = await loadCatalogue();

const mediaRoot = fileURLToPath(new URL('../../../../seed-media/', import.meta.url));

const ALL_CODES: SeedIndexCode[] = [
  'culture-cameroun',
  'afrique',
  'geographie',
  'sciences',
  'sport',
  'histoire',
  'cinema',
  'musique',
  'culture-generale',
];

const mediaExists = (path: string) => existsSync(join(mediaRoot, path));

const checkQuote = (q: SeedQuote) => {
  expect(q.author.trim().length).toBeGreaterThan(0);
  expect(q.quote_en.trim().length).toBeGreaterThan(0);
  expect(q.quote_fr.trim().length).toBeGreaterThan(0);
};

describe('seed indexes', () => {
  it('lists each of the nine index codes exactly once', () => {
    expect(indexes).toHaveLength(9);
    expect(new Set(indexes.map((i) => i.code))).toEqual(new Set(ALL_CODES));
  });

  it('has labels and short cover descriptions in both languages', () => {
    for (const index of indexes) {
      expect(index.label_en.trim().length).toBeGreaterThan(0);
      expect(index.label_fr.trim().length).toBeGreaterThan(0);
      expect(index.cover_description_en.length).toBeGreaterThan(0);
      expect(index.cover_description_en.length).toBeLessThan(100);
      expect(index.cover_description_fr.length).toBeGreaterThan(0);
      expect(index.cover_description_fr.length).toBeLessThan(100);
    }
  });

  it('points to small, valid SVG media files that exist', () => {
    for (const index of indexes) {
      expect(index.icon).toBe(`indexes/${index.code}-icon.svg`);
      expect(index.image).toBe(`indexes/${index.code}-image.svg`);
      expect(index.cover_image).toBe(`indexes/${index.code}-cover.svg`);
      const sizes: Record<string, [number, number]> = {
        [index.icon]: [96, 96],
        [index.image]: [320, 320],
        [index.cover_image]: [1200, 400],
      };
      for (const [path, [w, h]] of Object.entries(sizes)) {
        expect(mediaExists(path), path).toBe(true);
        const file = join(mediaRoot, path);
        expect(statSync(file).size, path).toBeLessThan(4096);
        const svg = readFileSync(file, 'utf8').trim();
        expect(svg.startsWith('<svg'), path).toBe(true);
        expect(svg.endsWith('</svg>'), path).toBe(true);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg).toContain(`viewBox="0 0 ${w} ${h}"`);
        expect(svg).toContain(`width="${w}"`);
        expect(svg).toContain(`height="${h}"`);
        expect(svg).not.toMatch(/<text/);
      }
    }
  });
});

describe('seed quotes', () => {
  it('has at least 30 complete quotes', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(30);
    for (const q of quotes) checkQuote(q);
  });

  it('has no duplicated quote', () => {
    const texts = quotes.map((q) => q.quote_en);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('uses the single author string for proverbs', () => {
    const proverbs = quotes.filter((q) => /prover/i.test(q.author));
    expect(proverbs.length).toBeGreaterThan(0);
    for (const q of proverbs) expect(q.author).toBe('African proverb');
  });
});

describe('games A', () => {
  it('has 20 games, five per main index', () => {
    expect(gamesA).toHaveLength(20);
    const counts = new Map<string, number>();
    for (const g of gamesA) {
      const main = g.indexes[0] ?? '';
      counts.set(main, (counts.get(main) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({
      'culture-cameroun': 5,
      afrique: 5,
      histoire: 5,
      'culture-generale': 5,
    });
  });

  it('has unique keys prefixed with a-', () => {
    const keys = gamesA.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^a-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses valid, distinct index codes', () => {
    for (const g of gamesA) {
      expect(g.indexes.length).toBeGreaterThan(0);
      expect(new Set(g.indexes).size).toBe(g.indexes.length);
      for (const code of g.indexes) expect(ALL_CODES).toContain(code);
    }
  });

  it('has short titles in both languages and complete quotes', () => {
    for (const g of gamesA) {
      expect(g.title_en.trim().length).toBeGreaterThan(0);
      expect(g.title_fr.trim().length).toBeGreaterThan(0);
      expect(g.title_en.length).toBeLessThan(60);
      expect(g.title_fr.length).toBeLessThan(60);
      if (g.quote) checkQuote(g.quote);
      if (g.cover) expect(mediaExists(g.cover), g.cover).toBe(true);
    }
  });

  it('has 10 to 12 text questions with at least 2 mc and 1 moc per game', () => {
    for (const g of gamesA) {
      expect(g.questions.length, g.key).toBeGreaterThanOrEqual(10);
      expect(g.questions.length, g.key).toBeLessThanOrEqual(12);
      const types = g.questions.map((q) => q.type);
      for (const t of types) expect(['sc', 'mc', 'moc']).toContain(t);
      expect(types.filter((t) => t === 'mc').length, g.key).toBeGreaterThanOrEqual(2);
      expect(types.filter((t) => t === 'moc').length, g.key).toBeGreaterThanOrEqual(1);
    }
  });

  it('has well-formed questions, choices and corrections', () => {
    for (const g of gamesA) {
      const labels = new Set<string>();
      for (const raw of g.questions) {
        const q = raw as SeedTextQuestion;
        const where = `${g.key}: ${q.label_en}`;
        expect(labels.has(q.label_en), where).toBe(false);
        labels.add(q.label_en);

        for (const label of [q.label_en, q.label_fr]) {
          expect(label.length, where).toBeGreaterThanOrEqual(5);
          expect(label.length, where).toBeLessThanOrEqual(300);
        }

        expect(q.choices_en.length, where).toBe(q.choices_fr.length);
        expect(q.choices_en.length, where).toBeGreaterThanOrEqual(3);
        expect(q.choices_en.length, where).toBeLessThanOrEqual(5);
        for (const choices of [q.choices_en, q.choices_fr]) {
          expect(new Set(choices).size, where).toBe(choices.length);
          for (const c of choices) {
            expect(c.trim().length, where).toBeGreaterThanOrEqual(1);
            expect(c.length, where).toBeLessThanOrEqual(100);
          }
        }

        const n = q.choices_en.length;
        const ids = q.correction_ids;
        for (const id of ids) {
          expect(Number.isInteger(id), where).toBe(true);
          expect(id, where).toBeGreaterThanOrEqual(0);
          expect(id, where).toBeLessThan(n);
        }
        expect(new Set(ids).size, where).toBe(ids.length);

        if (q.type === 'sc') {
          expect(ids, where).toHaveLength(1);
        } else if (q.type === 'mc') {
          expect(ids.length, where).toBeGreaterThanOrEqual(2);
          expect(ids.length, where).toBeLessThan(n);
        } else {
          expect(ids, where).toHaveLength(n);
          expect(
            [...ids].sort((a, b) => a - b),
            where,
          ).toEqual([...Array(n).keys()]);
          expect(
            ids.every((id, i) => id === i),
            where,
          ).toBe(false);
        }

        if (q.illustration) expect(mediaExists(q.illustration), q.illustration).toBe(true);
      }
    }
  });

  it('states the ordering criterion of every moc question', () => {
    const criterion =
      /(oldest|earliest|most recent|north to south|west to east|longest|shortest|smallest|largest|closest|farthest|order they are done)/i;
    const critereFr =
      /(ancien|récent|du nord au sud|d'ouest en est|plus long|plus court|plus petit|plus grand|plus proche|plus éloignée|dans l'ordre)/i;
    for (const g of gamesA) {
      for (const q of g.questions) {
        if (q.type !== 'moc') continue;
        expect(q.label_en, g.key).toMatch(criterion);
        expect(q.label_fr, g.key).toMatch(critereFr);
      }
    }
  });
});
