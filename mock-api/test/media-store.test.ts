import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { MediaKeyError } from '../src/domain/media/store';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testDialect } from './helpers/database';
import { multipartFile } from './helpers/multipart';

const svg = (colour: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${colour}"/></svg>`);

/** A profile picture sent as the profile screen sends it; answers its /media/ URL. */
async function uploadPicture(app: FastifyInstance, access: string): Promise<string> {
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#c8102e' },
  })
    .png()
    .toBuffer();
  const upload = multipartFile('profile_pic', 'me.png', 'image/png', png);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/me/?index=profile_picture&field=profile',
    headers: { ...bearer(access), ...upload.headers },
    payload: upload.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().profile.profile_pic;
}

async function removePicture(app: FastifyInstance, access: string) {
  const res = await app.inject({
    method: 'DELETE',
    url: '/api/me/?index=remove_profile_pic',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
}

/** Files under the disk store's folder, as paths relative to it. */
async function filesOnDisk(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('the MEDIA_STORE setting', () => {
  it('keeps media on disk unless told otherwise, and refuses a store it does not have', () => {
    expect(loadConfig({}).MEDIA_STORE).toBe('disk');
    expect(loadConfig({ MEDIA_STORE: 'database' }).MEDIA_STORE).toBe('database');
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_STORE/);
  });
});

for (const kind of ['disk', 'database'] as const) {
  describe(`media in the ${kind} store`, () => {
    let t: TestApp;
    let access: string;
    beforeAll(async () => {
      t = await buildTestApp({ env: { MEDIA_STORE: kind } });
      ({ access } = await newPlayer(t.app, `media-${kind}@example.cm`));
    });
    afterAll(() => t.close());

    it('puts, gets, replaces and deletes an object', async () => {
      const store = t.app.mediaStore;
      const key = 'tests/flag.svg';
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeUndefined();

      await store.put(key, svg('green'), 'image/svg+xml');
      expect(await store.exists(key)).toBe(true);
      const first = await store.get(key);
      expect(first?.bytes.equals(svg('green'))).toBe(true);
      expect(first?.contentType).toBe('image/svg+xml');

      await store.put(key, svg('yellow'), 'image/svg+xml');
      const second = await store.get(key);
      expect(second?.bytes.equals(svg('yellow'))).toBe(true);
      expect(second?.etag).not.toBe(first?.etag);

      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeUndefined();
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it('refuses keys that leave the store or hold a character it does not take', async () => {
      const store = t.app.mediaStore;
      const keys = [
        '../outside.svg',
        'tests/../../outside.svg',
        '..',
        '/outside.svg',
        'tests//flag.svg',
        'tests/.hidden.svg',
        'tests/a b.svg',
        'tests\\flag.svg',
        'tests/flag%2F.svg',
        'tests/flag.svg\u0000',
        '',
      ];
      for (const key of keys) {
        await expect(store.put(key, svg('red'), 'image/svg+xml'), key).rejects.toThrow(
          MediaKeyError,
        );
        await expect(store.get(key), key).rejects.toThrow(MediaKeyError);
        await expect(store.exists(key), key).rejects.toThrow(MediaKeyError);
        await expect(store.delete(key), key).rejects.toThrow(MediaKeyError);
      }
      expect(existsSync(join(t.config.DATA_DIR, 'outside.svg'))).toBe(false);
    });

    it('serves an uploaded picture with its content type, cached and revalidated', async () => {
      const url = await uploadPicture(t.app, access);
      expect(url).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);
      const key = url.slice('/media/'.length);
      expect(await t.app.mediaStore.exists(key)).toBe(true);
      // The disk store writes files; the database store none.
      expect(await filesOnDisk(t.config.DATA_DIR)).toEqual(
        kind === 'disk' ? [key.split('/').at(-1)] : [],
      );

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });
      const etag = String(served.headers.etag);
      expect(etag).toMatch(/^(W\/)?"/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);

      await removePicture(t.app, access);
      expect(await t.app.mediaStore.exists(key)).toBe(false);
      const gone = await t.app.inject({ method: 'GET', url });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ status_message: 'NOT_FOUND' });
    });

    it('answers 404 for a key it refuses, whatever lies at that path', async () => {
      // Objects planted where only a bad key could reach them: beside the store, or in its table.
      const planted = ['profiles/bad key.webp', '../secret.webp', 'profiles/.hidden.webp'];
      for (const key of planted) {
        if (kind === 'disk') {
          const path = join(t.config.DATA_DIR, 'uploads', key);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, svg('black'));
        } else {
          await t.app.db
            .insertInto('media_objects')
            .values({ key, content_type: 'image/webp', bytes: svg('black'), size: 80 })
            .execute();
        }
      }
      const urls = [
        '/media/profiles/bad%20key.webp',
        '/media/..%2Fsecret.webp',
        '/media/profiles/..%2F..%2Fsecret.webp',
        '/media/%2e%2e/secret.webp',
        '/media/profiles/.hidden.webp',
        '/media/profiles/%2ehidden.webp',
      ];
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    });
  });
}

describe('the seed in the database store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true, env: { MEDIA_STORE: 'database' } });
  }, 120_000);
  afterAll(() => t.close());

  it("puts the seed's pictures into the store and serves them from it", async () => {
    const index = await t.app.db
      .selectFrom('game_indexes')
      .select('icon')
      .executeTakeFirstOrThrow();
    const served = await t.app.inject({ method: 'GET', url: `/media/${index.icon}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<svg');
    const stored = await t.app.db
      .selectFrom('media_objects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      // Picture choices are kept under random ids in choices/, the rest under seed/.
      .where((eb) => eb.or([eb('key', 'like', 'seed/%'), eb('key', 'like', 'choices/%')]))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBeGreaterThan(100);
    expect(existsSync(join(t.config.DATA_DIR, 'uploads', 'seed'))).toBe(false);
  });
});

// Instances on separate machines share the database, not a disk; SQLite serves one instance.
describe.runIf(testDialect === 'postgres')('media on two instances of one database', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDataDir: string;
  beforeAll(async () => {
    first = await buildTestApp({ env: { MEDIA_STORE: 'database' } });
    secondDataDir = mkdtempSync(join(tmpdir(), 'quiz-test-'));
    second = await buildApp({
      config: { ...first.config, DATA_DIR: secondDataDir },
      pgSchema: first.database.pgSchema,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    rmSync(secondDataDir, { recursive: true, force: true });
    await first.close();
  });

  it('serves on B a picture uploaded through A; removed on B, A answers 404', async () => {
    const { access } = await newPlayer(first.app, 'two-machines@example.cm');
    const url = await uploadPicture(first.app, access);

    const onB = await second.inject({ method: 'GET', url });
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['content-type']).toBe('image/webp');
    const onA = await first.app.inject({ method: 'GET', url });
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);

    await removePicture(second, access);
    expect((await first.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await second.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
