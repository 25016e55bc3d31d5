import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURE_WIDTHS } from '@quiz/shared/constants';
import { pictureAt } from '@quiz/shared/format';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizedKey } from '../src/domain/media/store';
import { buildTestApp, type TestApp } from './helpers/app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_WEEK = 'public, max-age=604800';

const picture = (width: number, height: number, format: 'png' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#007a5e' } })
    [format]()
    .toBuffer();

/** A flag drawn 40x20: served at any width, never enlarged pixel by pixel. */
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">' +
    '<rect width="20" height="20" fill="green"/><rect x="20" width="20" height="20" fill="red"/></svg>',
);

for (const kind of ['disk', 'database'] as const) {
  describe(`pictures at the width their slot needs, in the ${kind} store`, () => {
    let t: TestApp;
    /** A game cover as the game forms store it: 960x540 WebP under a random key. */
    const saveCover = async () =>
      t.app.media.saveImage('games', await picture(1200, 800), {
        formats: ['png'],
        size: { width: 960, height: 540 },
      });
    const get = (url: string) => t.app.inject({ method: 'GET', url });

    beforeAll(async () => {
      t = await buildTestApp({ env: { MEDIA_STORE: kind } });
    });
    afterAll(() => t.close());

    it('scales a picture to fit the width, keeping its ratio, as WebP', async () => {
      const cover = await saveCover();
      for (const [width, height] of [
        [96, 54],
        [192, 108],
        [384, 216],
        [768, 432],
      ] as const) {
        const res = await get(pictureAt(`/media/${cover}`, width));
        expect(res.statusCode, `w=${width}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({
          format: 'webp',
          width,
          height,
        });
      }
    });

    it('never enlarges: a picture narrower than the width is sent at its own size', async () => {
      const icon = await t.app.media.saveImage('indexes', await picture(300, 300), {
        formats: ['png'],
        size: 128,
      });
      const res = await get(`/media/${icon}?w=384`);
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 128, height: 128 });
    });

    it('scales PNG and JPEG pictures too, into WebP', async () => {
      await t.app.mediaStore.put('tests/photo.png', await picture(1000, 500), 'image/png');
      const res = await get('/media/tests/photo.png?w=96');
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96 });
      expect(await t.app.mediaStore.exists('sized/96/tests/photo.png.webp')).toBe(true);
    });

    it('makes each width once, keeps it in the store and reads it from there', async () => {
      const cover = await saveCover();
      const copy = sizedKey(cover, 192) as string;
      expect(copy).toBe(`sized/192/${cover}`);
      expect(await t.app.mediaStore.exists(copy)).toBe(false);

      const first = await get(`/media/${cover}?w=192`);
      expect(first.statusCode).toBe(200);
      expect(await t.app.mediaStore.exists(copy)).toBe(true);
      expect((await t.app.mediaStore.get(copy))?.bytes.equals(first.rawPayload)).toBe(true);
      // The disk store serves the copy as any other file of its folder: the static file server's validators.
      expect(existsSync(join(t.config.DATA_DIR, 'uploads', copy))).toBe(kind === 'disk');
      expect('last-modified' in first.headers).toBe(kind === 'disk');

      // Whatever the store holds under the copy's key is what the next request gets.
      const marker = await picture(10, 10, 'webp');
      await t.app.mediaStore.put(copy, marker, 'image/webp');
      const second = await get(`/media/${cover}?w=192`);
      expect(second.rawPayload.equals(marker)).toBe(true);
    });

    it('answers concurrent first requests of one width with one whole picture', async () => {
      const cover = await saveCover();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => get(`/media/${cover}?w=384`)),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 384, height: 216 });
      }
      const stored = await t.app.mediaStore.get(sizedKey(cover, 384) as string);
      expect(await sharp(stored?.bytes).metadata()).toMatchObject({ width: 384, height: 216 });
    });

    it('removes the sized copies with the original', async () => {
      const cover = await saveCover();
      for (const width of PICTURE_WIDTHS) {
        expect((await get(`/media/${cover}?w=${width}`)).statusCode).toBe(200);
      }
      await t.app.media.remove(cover);
      for (const width of PICTURE_WIDTHS) {
        expect(await t.app.mediaStore.exists(sizedKey(cover, width) as string)).toBe(false);
        const gone = await get(`/media/${cover}?w=${width}`);
        expect(gone.statusCode).toBe(404);
        expect(gone.json()).toEqual({ status_message: 'NOT_FOUND' });
      }
    });

    it('refuses a width it does not serve, a malformed one or two', async () => {
      const cover = await saveCover();
      const queries = [
        'w=100',
        'w=abc',
        'w=-1',
        'w=',
        'w=192.5',
        'w=1e999',
        'w=192&w=192',
        'w=192&w=384',
        'w=%00',
      ];
      for (const query of queries) {
        const res = await get(`/media/${cover}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({
          status_message: 'BAD',
          errors: { w: 'validation.value_invalid' },
        });
      }
    });

    it('draws an SVG at the width asked, as WebP, sharp at every width', async () => {
      await t.app.mediaStore.put('tests/flag.svg', svg, 'image/svg+xml');
      for (const width of PICTURE_WIDTHS) {
        const res = await get(`/media/tests/flag.svg?w=${width}`);
        expect(res.statusCode, `w=${width}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const drawn = sharp(res.rawPayload);
        expect(await drawn.metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
        // Drawn, not enlarged: the edge between the two halves stays one pixel wide.
        const { data, info } = await drawn.raw().toBuffer({ resolveWithObject: true });
        const red = (x: number) => data[x * info.channels] ?? 0;
        expect(red(width / 2 - 2), `w=${width}`).toBeLessThan(30);
        expect(red(width / 2 + 1), `w=${width}`).toBeGreaterThan(220);
      }
      expect(await t.app.mediaStore.exists('sized/96/tests/flag.svg.webp')).toBe(true);
      // The original stays an SVG, for a request without a width.
      const original = await get('/media/tests/flag.svg');
      expect(original.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(original.rawPayload.equals(svg)).toBe(true);
    });

    it('answers a picture it cannot read as it is', async () => {
      const junk = Buffer.from('no picture at all');
      await t.app.mediaStore.put('tests/broken.webp', junk, 'image/webp');
      const broken = await get('/media/tests/broken.webp?w=96');
      expect(broken.statusCode).toBe(200);
      expect(broken.rawPayload.equals(junk)).toBe(true);
      const drawing = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><nope');
      await t.app.mediaStore.put('tests/broken.svg', drawing, 'image/svg+xml');
      const cut = await get('/media/tests/broken.svg?w=96');
      expect(cut.statusCode).toBe(200);
      expect(cut.rawPayload.equals(drawing)).toBe(true);
    });

    it('answers 404 for an unknown key, with a width or without', async () => {
      const key = 'games/00000000-0000-4000-8000-000000000000.webp';
      for (const url of [`/media/${key}`, `/media/${key}?w=192`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ status_message: 'NOT_FOUND' });
      }
    });

    it('caches uploaded pictures and their copies for good, seed pictures a week', async () => {
      const cover = await saveCover();
      for (const url of [`/media/${cover}`, `/media/${cover}?w=96`]) {
        expect((await get(url)).headers['cache-control'], url).toBe(IMMUTABLE);
      }
      await t.app.mediaStore.put('seed/tests/flag.svg', svg, 'image/svg+xml');
      await t.app.mediaStore.put('seed/tests/photo.png', await picture(400, 200), 'image/png');
      for (const url of [
        '/media/seed/tests/flag.svg',
        '/media/seed/tests/flag.svg?w=96',
        '/media/seed/tests/photo.png',
        '/media/seed/tests/photo.png?w=96',
      ]) {
        const res = await get(url);
        expect(res.headers['cache-control'], url).toBe(ONE_WEEK);
        const etag = String(res.headers.etag);
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': etag },
        });
        expect(again.statusCode, url).toBe(304);
      }
    });
  });
}
