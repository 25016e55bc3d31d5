import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load';
import type { BadgeRule, SeedGame, SeedIndexCode, SeedQuestion } from './types';

const { gamesB, badgeTypes, adPartners } = await loadCatalogue();

const mediaRoot = new URL('../../../../seed-media/', import.meta.url);
const mediaPath = (rel: string): string => fileURLToPath(new URL(rel, mediaRoot));
const readMedia = (rel: string): string => readFileSync(mediaPath(rel), 'utf8');

const MAIN_INDEXES: SeedIndexCode[] = ['geographie', 'sciences', 'sport', 'cinema', 'musique'];
const ALL_INDEXES: SeedIndexCode[] = [
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
const RULES: BadgeRule[] = [
  'plays',
  'solo_wins',
  'challenge_wins',
  'challenges_started',
  'friends',
  'perfect_scores',
  'credits_bought',
];
const TIER_RANK = { bronze: 0, silver: 1, gold: 2 } as const;

const choiceCount = (q: SeedQuestion): number =>
  'choice_images' in q ? q.choice_images.length : q.choices_en.length;

const countType = (game: SeedGame, type: SeedQuestion['type']): number =>
  game.questions.filter((q) => q.type === type).length;

const textContents = (svg: string): string[] =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');

const svgSize = (svg: string): { width: string; height: string; viewBox: string } => {
  const root = svg.slice(0, svg.indexOf('>') + 1);
  return {
    width: /\swidth="([^"]+)"/.exec(root)?.[1] ?? '',
    height: /\sheight="([^"]+)"/.exec(root)?.[1] ?? '',
    viewBox: /\sviewBox="([^"]+)"/.exec(root)?.[1] ?? '',
  };
};

describe('games-b catalogue', () => {
  it('has 20 games, four per main index', () => {
    expect(gamesB).toHaveLength(20);
    for (const index of MAIN_INDEXES) {
      expect(gamesB.filter((g) => g.indexes[0] === index)).toHaveLength(4);
    }
  });

  it('uses unique keys prefixed with b-, known indexes and short titles', () => {
    const keys = gamesB.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const game of gamesB) {
      expect(game.key).toMatch(/^b-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(game.indexes.length).toBeGreaterThanOrEqual(1);
      expect(new Set(game.indexes).size).toBe(game.indexes.length);
      for (const index of game.indexes) expect(ALL_INDEXES).toContain(index);
      for (const title of [game.title_en, game.title_fr]) {
        expect(title.trim()).toBe(title);
        expect(title.length).toBeGreaterThanOrEqual(5);
        expect(title.length).toBeLessThanOrEqual(60);
      }
      if (game.quote) {
        expect(game.quote.author.length).toBeGreaterThan(0);
        expect(game.quote.quote_en.length).toBeGreaterThanOrEqual(5);
        expect(game.quote.quote_fr.length).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('gives every game 10 to 12 questions with sc, at least 2 mc and at least 1 moc', () => {
    for (const game of gamesB) {
      expect(game.questions.length, game.key).toBeGreaterThanOrEqual(10);
      expect(game.questions.length, game.key).toBeLessThanOrEqual(12);
      expect(countType(game, 'sc'), game.key).toBeGreaterThanOrEqual(1);
      expect(countType(game, 'mc'), game.key).toBeGreaterThanOrEqual(2);
      expect(countType(game, 'moc'), game.key).toBeGreaterThanOrEqual(1);
    }
  });

  it('covers all six question types', () => {
    const types = new Set(gamesB.flatMap((g) => g.questions.map((q) => q.type)));
    expect(types).toEqual(new Set(['sc', 'mc', 'moc', 'psc', 'pmc', 'pmoc']));
  });

  it('has at least 3 picture games with 2 psc, 2 pmc and 2 pmoc each', () => {
    const pictureGames = gamesB.filter(
      (g) => countType(g, 'psc') >= 2 && countType(g, 'pmc') >= 2 && countType(g, 'pmoc') >= 2,
    );
    expect(pictureGames.length).toBeGreaterThanOrEqual(3);
  });

  it('writes well-formed questions and corrections', () => {
    for (const game of gamesB) {
      for (const [rank, q] of game.questions.entries()) {
        const where = `${game.key} #${rank + 1}`;
        for (const label of [q.label_en, q.label_fr]) {
          expect(label.trim(), where).toBe(label);
          expect(label.length, where).toBeGreaterThanOrEqual(5);
          expect(label.length, where).toBeLessThanOrEqual(300);
        }
        const n = choiceCount(q);
        expect(n, where).toBeGreaterThanOrEqual(3);
        expect(n, where).toBeLessThanOrEqual(5);

        if ('choice_images' in q) {
          expect(['psc', 'pmc', 'pmoc'], where).toContain(q.type);
          expect(new Set(q.choice_images).size, where).toBe(n);
        } else {
          expect(['sc', 'mc', 'moc'], where).toContain(q.type);
          expect(q.choices_fr.length, where).toBe(q.choices_en.length);
          for (const choices of [q.choices_en, q.choices_fr]) {
            expect(new Set(choices).size, where).toBe(n);
            for (const choice of choices) {
              expect(choice.trim(), where).toBe(choice);
              expect(choice.length, where).toBeGreaterThanOrEqual(1);
              expect(choice.length, where).toBeLessThanOrEqual(100);
            }
          }
        }

        const ids = q.correction_ids;
        expect(
          ids.every((i) => Number.isInteger(i) && i >= 0 && i < n),
          where,
        ).toBe(true);
        expect(new Set(ids).size, where).toBe(ids.length);
        switch (q.type) {
          case 'sc':
          case 'psc':
            expect(ids, where).toHaveLength(1);
            break;
          case 'mc':
          case 'pmc':
            expect(ids.length, where).toBeGreaterThanOrEqual(2);
            expect(ids.length, where).toBeLessThan(n);
            break;
          case 'moc':
          case 'pmoc':
            expect(ids, where).toHaveLength(n);
            expect(
              ids.some((id, i) => id !== i),
              `${where}: order must differ from the displayed order`,
            ).toBe(true);
            break;
        }
      }
    }
  });

  it('uses flag, planet and ball pictures of the expected sizes', () => {
    const pictures = gamesB.flatMap((g) =>
      g.questions.flatMap((q) => ('choice_images' in q ? q.choice_images : [])),
    );
    for (const rel of new Set(pictures)) {
      expect(rel).toMatch(/^pictures\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/);
      const { viewBox } = svgSize(readMedia(rel));
      expect(viewBox, rel).toBe(rel.startsWith('pictures/flags/') ? '0 0 240 160' : '0 0 200 200');
    }
  });
});

describe('badge types', () => {
  it('has 12 badge types covering every rule and the three tiers', () => {
    expect(badgeTypes).toHaveLength(12);
    expect(new Set(badgeTypes.map((b) => b.type))).toEqual(new Set(RULES));
    expect(new Set(badgeTypes.map((b) => b.color))).toEqual(new Set(['gold', 'silver', 'bronze']));
  });

  it('has sensible thresholds, rewards and bilingual texts that state the rule', () => {
    const codes = new Set<string>();
    for (const badge of badgeTypes) {
      expect(Number.isInteger(badge.threshold) && badge.threshold >= 1).toBe(true);
      expect(Number.isInteger(badge.number_of_units)).toBe(true);
      expect(badge.number_of_units).toBeGreaterThanOrEqual(0);
      expect(badge.number_of_units).toBeLessThanOrEqual(5);
      for (const code of [badge.code_en, badge.code_fr]) {
        expect(code.length).toBeGreaterThanOrEqual(3);
        expect(code.length).toBeLessThanOrEqual(30);
      }
      for (const text of [
        badge.title_en,
        badge.title_fr,
        badge.description_en,
        badge.description_fr,
      ]) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThanOrEqual(5);
      }
      if (badge.threshold > 1) {
        expect(badge.description_en).toContain(String(badge.threshold));
        expect(badge.description_fr).toContain(String(badge.threshold));
      }
      codes.add(badge.code_en);
      expect(badge.icon).toMatch(/^badges\/[a-z0-9-]+-icon\.svg$/);
      expect(badge.image).toBe(badge.icon.replace(/-icon\.svg$/, '-image.svg'));
    }
    expect(codes.size).toBe(badgeTypes.length);
  });

  it('ranks weights by prestige', () => {
    const weights = badgeTypes.map((b) => b.weight);
    expect(new Set(weights).size).toBe(weights.length);
    for (const a of badgeTypes) {
      for (const b of badgeTypes) {
        if (TIER_RANK[a.color] > TIER_RANK[b.color]) expect(a.weight).toBeGreaterThan(b.weight);
        if (a.type === b.type && a.threshold > b.threshold) {
          expect(a.weight).toBeGreaterThan(b.weight);
          expect(TIER_RANK[a.color]).toBeGreaterThanOrEqual(TIER_RANK[b.color]);
          expect(a.number_of_units).toBeGreaterThanOrEqual(b.number_of_units);
        }
      }
    }
  });

  it('draws icons at 96x96 and images at 320x320', () => {
    for (const badge of badgeTypes) {
      expect(svgSize(readMedia(badge.icon))).toEqual({
        width: '96',
        height: '96',
        viewBox: '0 0 96 96',
      });
      expect(svgSize(readMedia(badge.image))).toEqual({
        width: '320',
        height: '320',
        viewBox: '0 0 320 320',
      });
    }
  });
});

describe('ad partners', () => {
  it('has 4 partners with Cameroonian contacts', () => {
    expect(adPartners).toHaveLength(4);
    expect(new Set(adPartners.map((p) => p.entreprise_name)).size).toBe(4);
    for (const partner of adPartners) {
      expect(partner.entreprise_name.length).toBeGreaterThanOrEqual(3);
      expect(partner.phone_1).toMatch(/^6\d{8}$/);
      expect(partner.phone_2).toMatch(/^6\d{8}$/);
      expect(partner.phone_2).not.toBe(partner.phone_1);
      expect(partner.email).toMatch(/^[^\s@]+@[^\s@]+\.cm$/);
      if (partner.rccm !== undefined) {
        expect(partner.rccm).toMatch(/^RC\/[A-Z]{3}\/\d{4}\/[A-Z]\/\d{4}$/);
      }
    }
  });

  it('subscribes to every space it advertises in, and every space has an ad', () => {
    const spaces = new Set<number>();
    for (const partner of adPartners) {
      expect(partner.subscriptions.length).toBeGreaterThanOrEqual(1);
      for (const sub of partner.subscriptions) {
        expect([1, 2, 3]).toContain(sub.space);
        expect(Number.isInteger(sub.amount) && sub.amount > 0).toBe(true);
        expect(Number.isInteger(sub.duration_days) && sub.duration_days > 0).toBe(true);
      }
      const subscribed = new Set(partner.subscriptions.map((s) => s.space));
      expect(subscribed.size).toBe(partner.subscriptions.length);
      for (const ad of partner.ads) {
        expect(subscribed.has(ad.space)).toBe(true);
        spaces.add(ad.space);
        if (ad.link !== undefined)
          expect(ad.link).toMatch(/^https:\/\/([a-z0-9-]+\.)*example\.[a-z]+\//);
      }
    }
    expect(spaces).toEqual(new Set([1, 2, 3]));
  });

  it('draws rectangles for spaces 1 and 3 and squares for space 2, with only the brand as text', () => {
    for (const partner of adPartners) {
      for (const ad of partner.ads) {
        expect(ad.illustration).toMatch(/^ads\/[a-z0-9-]+\.svg$/);
        const svg = readMedia(ad.illustration);
        const expected =
          ad.space === 2
            ? { width: '400', height: '400', viewBox: '0 0 400 400' }
            : { width: '720', height: '240', viewBox: '0 0 720 240' };
        expect(svgSize(svg), ad.illustration).toEqual(expected);
        const texts = textContents(svg);
        expect(texts.length, ad.illustration).toBeGreaterThanOrEqual(1);
        for (const text of texts) {
          expect(text.trim().length).toBeGreaterThan(0);
          expect(partner.entreprise_name, ad.illustration).toContain(text.trim());
        }
        expect(svg.match(/<text\b/g)?.length ?? 0).toBe(texts.length);
      }
    }
  });
});

describe('seed media of games-b, badges and partners', () => {
  const paths = new Set<string>();
  for (const game of gamesB) {
    if (game.cover) paths.add(game.cover);
    for (const q of game.questions) {
      if (q.illustration) paths.add(q.illustration);
      if ('choice_images' in q) for (const p of q.choice_images) paths.add(p);
    }
  }
  for (const badge of badgeTypes) {
    paths.add(badge.icon);
    paths.add(badge.image);
  }
  const adPaths = new Set(adPartners.flatMap((p) => p.ads.map((a) => a.illustration)));
  for (const p of adPaths) paths.add(p);

  it('refers to files that exist', () => {
    expect(paths.size).toBeGreaterThan(0);
    for (const rel of paths) {
      expect(rel.startsWith('/') || rel.includes('..'), rel).toBe(false);
      expect(existsSync(mediaPath(rel)), rel).toBe(true);
    }
  });

  it('uses small, self-contained SVG files', () => {
    for (const rel of paths) {
      expect(rel.endsWith('.svg'), rel).toBe(true);
      const svg = readMedia(rel);
      expect(svg.startsWith('<svg'), rel).toBe(true);
      expect(svg, rel).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg.trimEnd().endsWith('</svg>'), rel).toBe(true);
      const size = svgSize(svg);
      expect(size.width, rel).not.toBe('');
      expect(size.height, rel).not.toBe('');
      expect(size.viewBox, rel).toBe(`0 0 ${size.width} ${size.height}`);
      expect(Buffer.byteLength(svg, 'utf8'), rel).toBeLessThan(4096);
      expect(svg, rel).not.toMatch(
        /<image\b|<script\b|<foreignObject\b|@import|(?:xlink:)?href="(?!#)/,
      );
      expect(svg, rel).not.toMatch(/url\((?!#)/);
      if (!adPaths.has(rel)) expect(svg, rel).not.toMatch(/<text\b/);
    }
  });
});
