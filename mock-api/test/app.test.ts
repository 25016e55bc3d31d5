import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, productionEnv, type TestApp } from './helpers/app';
import { testDialect } from './helpers/database';

/** The inline script of the fake player's pages, as the build puts one in their head. */
const INLINE_SCRIPT = "document.documentElement.dataset.theme = 'dark';";

function fakeBuild(title: string, head = '') {
  const dir = mkdtempSync(join(tmpdir(), 'quiz-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${title}</title>${head}`);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A chunk the build precompressed (scripts/precompress.mjs), and one it did not.
  writeFileSync(join(dir, 'assets', 'big-abc123.js'), BIG_CHUNK);
  writeFileSync(join(dir, 'assets', 'big-abc123.js.br'), BIG_CHUNK_BR);
  writeFileSync(join(dir, 'assets', 'plain-abc123.js'), BIG_CHUNK);
  return dir;
}

const BIG_CHUNK = `export const words = ${JSON.stringify('quiz '.repeat(2_000))};`;
const BIG_CHUNK_BR = brotliCompressSync(BIG_CHUNK);

/**
 * What the player's build adds for phones to install it and read it offline: the
 * service worker (big enough to be precompressed), its registration and a manifest
 * per language, whose names never change from build to build.
 */
function withWorker(dir: string) {
  writeFileSync(join(dir, 'sw.js'), BIG_CHUNK);
  writeFileSync(join(dir, 'sw.js.br'), BIG_CHUNK_BR);
  writeFileSync(join(dir, 'registerSW.js'), "navigator.serviceWorker.register('/sw.js')");
  for (const lang of ['fr', 'en']) {
    writeFileSync(join(dir, `manifest.${lang}.webmanifest`), JSON.stringify({ lang }));
  }
  // /explore's page with its first view prerendered (player/scripts/prerender.mjs).
  writeFileSync(join(dir, 'explore.html'), '<!doctype html><title>player explore</title>');
  // Should a build ever put one among the fingerprinted files, it is still checked each load.
  writeFileSync(join(dir, 'assets', 'manifest.fr.webmanifest'), JSON.stringify({ lang: 'fr' }));
  return dir;
}

describe('server', () => {
  let t: TestApp;
  const playerDist = withWorker(fakeBuild('player', `<script>${INLINE_SCRIPT}</script>`));
  const adminDist = fakeBuild('admin');

  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAYER_DIST: playerDist, ADMIN_DIST: adminDist } });
  });
  afterAll(() => t.close());

  it('answers the health check on the configured database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_message: 'OK', database: testDialect });
  });

  it('publishes OpenAPI documentation listing its routes', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toContain('/api/health/');
  });

  it('documents every API route, with its method', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // OpenAPI writes :param as {param}.
    const documented = new Set(
      Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
        ([path, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(t.app.apiRoutes.length).toBeGreaterThan(15);
    for (const route of t.app.apiRoutes) {
      expect(documented, route).toContain(route.replace(/:(\w+)/g, '{$1}'));
    }
  });

  it('has no development outbox in production', async () => {
    const prod = await buildTestApp({ env: productionEnv });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox/' })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox/' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_message: 'NOT_FOUND' });
  });

  it('refuses a malformed JSON body with 400 BAD, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health/',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('serves the player site at / and hands unknown pages to its router', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>player</title>');
    const deep = await t.app.inject({ method: 'GET', url: '/categories?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>player</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
  });

  it('answers /explore with the page the build prerendered for it, compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/explore?x=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      '<title>player explore</title>',
    );
    // The home page keeps the plain page: it only sends the app on to /explore.
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<title>player</title>');
  });

  it('answers 404, with the site to show its not-found screen, for a path of no page', async () => {
    for (const url of ['/no-such-page', '/category/12/more', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>player</title>');
    }
    for (const url of ['/category/12', '/user-profile/4/badges', '/terms-&-conditions', '/Help/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('serves the back office under /administration/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/administration/games-management' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>admin</title>');
  });

  it('caches fingerprinted assets for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's Brotli copy as it is to a browser that takes it, the file to one that does not", async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    // The copy's very bytes: not compressed again on the way out.
    expect(br.rawPayload.equals(BIG_CHUNK_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_CHUNK);
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_CHUNK);
    // A cache on the way keeps the two apart.
    for (const res of [br, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    // A file without a copy is still compressed on the way out.
    const onTheFly = await t.app.inject({
      method: 'GET',
      url: '/assets/plain-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(onTheFly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(onTheFly.rawPayload).toString()).toBe(BIG_CHUNK);
  });

  it('has the service worker, its registration and the manifests checked on every load', async () => {
    const urls = [
      '/sw.js',
      '/registerSW.js',
      '/manifest.fr.webmanifest',
      '/manifest.en.webmanifest',
      '/assets/manifest.fr.webmanifest',
    ];
    for (const url of urls) {
      for (const encoding of ['br, gzip', 'identity']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode, url).toBe(200);
        // Never a year: a phone would keep an old version of the site that long.
        expect(res.headers['cache-control'], `${url} (${encoding})`).toBe('no-cache');
      }
    }
    // The build's Brotli copy of the worker goes out, still checked on every load.
    const worker = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['content-type']).toContain('javascript');
    for (const lang of ['fr', 'en']) {
      const manifest = await t.app.inject({ method: 'GET', url: `/manifest.${lang}.webmanifest` });
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
      expect(manifest.json()).toEqual({ lang });
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows the player's inline script by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/explore' });
    const policy = String(res.headers['content-security-policy']);
    const scripts = policy.split(';').find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('does not serve files outside the media folder', async () => {
    for (const url of [
      '/media/../quiz.sqlite',
      '/media/%2e%2e/quiz.sqlite',
      '/media/..%2fquiz.sqlite',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('SQLite format');
    }
  });
});
