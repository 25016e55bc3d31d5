import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Game } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/db/seed/catalogue/load';
import { buildTestApp, type TestApp } from './helpers/app';

/*
 * Every seeded quiz shows a drawing of its subject in game cards instead of a
 * letter tile. Covers are SVG like the category pictures, so they are sharp at
 * every slot size: 640x400, whose middle also fills the wide card (2:1) and
 * the square challenge card.
 */
const { gamesA, gamesB } = await loadCatalogue();
const seedGames = [...gamesA, ...gamesB];
const seedMediaDir = fileURLToPath(new URL('../seed-media/', import.meta.url));
const coverFile = (cover: string) => join(seedMediaDir, cover);
const MAX_COVER_BYTES = 3 * 1024;

describe('covers of the seed catalogue', () => {
  it('gives every quiz a cover of its own', () => {
    const covers = seedGames.map((game) => game.cover);
    for (const [index, cover] of covers.entries()) {
      expect(cover, seedGames[index]?.key).toMatch(/^games\/[a-z0-9-]+\.svg$/);
    }
    expect(new Set(covers).size).toBe(seedGames.length);
    // Two names for one drawing would still be the same picture.
    const drawings = covers.map((cover) =>
      createHash('sha256')
        .update(readFileSync(coverFile(cover)))
        .digest('hex'),
    );
    expect(new Set(drawings).size).toBe(seedGames.length);
  });

  it('draws each cover as a small 640x400 SVG, without text or embedded pictures', async () => {
    for (const { key, cover } of seedGames) {
      const path = coverFile(cover);
      expect(statSync(path).size, key).toBeLessThanOrEqual(MAX_COVER_BYTES);
      const { format, width, height } = await sharp(path).metadata();
      expect({ key, format, width, height }).toEqual({
        key,
        format: 'svg',
        width: 640,
        height: 400,
      });
      // The product speaks two languages: words in a picture would be in only one.
      const svg = readFileSync(path, 'utf8');
      expect(svg, key).not.toMatch(/<(text|image|foreignObject|script)\b|href=/);
    }
  });
});

describe('covers served by the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const allGameCards = async () => {
    const cards: Game[] = [];
    for (let page = 1; ; page++) {
      const url = api.games.list({ type: 'latest', page, size: 50 });
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const body: { list: Game[]; number_of_pages: number } = res.json();
      cards.push(...body.list);
      if (page >= body.number_of_pages) return cards;
    }
  };

  it('lists each seeded quiz with its cover URL, and serves that picture', async () => {
    const cards = await allGameCards();
    expect(cards).toHaveLength(seedGames.length);
    for (const game of seedGames) {
      const card = cards.find((c) => c.title_en === game.title_en);
      expect(card?.cover, game.key).toBe(`/media/seed/${game.cover}`);
      const res = await t.app.inject({ method: 'GET', url: card?.cover ?? '' });
      expect(res.statusCode, game.key).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.rawPayload.equals(readFileSync(coverFile(game.cover)))).toBe(true);
    }
  });
});
