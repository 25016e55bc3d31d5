import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { PICTURE_WIDTHS, type PictureWidth } from '@quiz/shared/constants';
import { PLAYER_PAGES, pagePattern } from '@quiz/shared/paths/player';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isMediaKey, isSeedKey, type MediaStore } from '../domain/media/store';

export interface WebPluginOptions {
  playerDist: string;
  adminDist: string;
}

const ADMIN_PREFIX = '/administration/';
const PLAYER_PAGE_PATTERNS = PLAYER_PAGES.map(pagePattern);

/**
 * Files that keep their names from build to build: the player's service worker,
 * its registration and the web app manifests. Checked on every load wherever
 * they lie, or a phone would keep an old version of the site for a year. The
 * build's compressed copies (.br, .gz) count as their file.
 */
const UNVERSIONED = /(?:^|[/\\])(?:sw\.js|registerSW\.js|[^/\\]+\.webmanifest)(?:\.br|\.gz)?$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seed pictures keep their names from release to release: cached a week, then checked by their ETag. */
const SEED_MEDIA_CACHE = `public, max-age=${7 * 24 * 3600}`;

/**
 * An uploaded picture's key holds a random id and a new picture gets a new
 * key, so its bytes, and its sized copies', never change: cached for good.
 */
const mediaCacheControl = (key: string) => (isSeedKey(key) ? SEED_MEDIA_CACHE : IMMUTABLE);

/** `?w=`: one of the widths a raster picture is served at (shared's PICTURE_WIDTHS), or none. */
const MediaQuery = {
  type: 'object',
  properties: { w: { type: 'integer', enum: [...PICTURE_WIDTHS] } },
} as const;

/**
 * Serves the built player site at /, the back office at /administration/ and
 * the media store at /media/. A page of the player site, or any path of the back
 * office, gets its app's index.html so the app's router can show it; any other
 * path gets the player's index.html with a 404 (the site shows its not-found
 * screen); unknown API paths get a JSON 404. A player page the build wrote
 * with its first view in it (/explore: explore.html) gets that page instead.
 */
export default fp<WebPluginOptions>(
  async (app: FastifyInstance, { playerDist, adminDist }) => {
    const playerBuilt = existsSync(join(playerDist, 'index.html'));
    const adminBuilt = existsSync(join(adminDist, 'index.html'));
    const prerendered = playerBuilt ? prerenderedPages(playerDist) : new Map<string, string>();

    await serveMedia(app, app.mediaStore);
    if (playerBuilt) await app.register(fastifyStatic, appOptions(playerDist, '/'));
    // Routes of their own, compressed like any answer (the not-found handler's are not).
    for (const [path, page] of prerendered) {
      app.get(path, { schema: { hide: true } }, (_request, reply) =>
        sendIndex(reply, playerDist, page),
      );
    }
    if (adminBuilt) await app.register(fastifyStatic, appOptions(adminDist, ADMIN_PREFIX));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || /^\/(api|ws|media)(\/|$)/.test(path)) {
        return reply.status(404).send({ status_message: 'NOT_FOUND' });
      }
      if (path.startsWith(ADMIN_PREFIX) || path === '/administration') {
        return adminBuilt ? sendIndex(reply, adminDist) : notBuilt(reply);
      }
      if (!playerBuilt) return notBuilt(reply);
      const known = PLAYER_PAGE_PATTERNS.some((pattern) => pattern.test(path));
      return sendIndex(reply.status(known ? 200 : 404), playerDist);
    });
  },
  { name: 'web', dependencies: ['database', 'uploads'] },
);

/**
 * Media files on this machine's disk go out through the static file server
 * (streamed, with ranges and validators); media kept elsewhere are read from
 * the store. Either way a key that is not one the store could hold is not
 * found, so no path leaves the store. With `?w=`, a raster picture is
 * answered by its copy at that width (made on the first request).
 */
async function serveMedia(app: FastifyInstance, store: MediaStore) {
  const { folder } = store;
  // Without a folder, the static file server still brings reply.sendFile for the apps' index.html.
  await app.register(fastifyStatic, folder ? diskMediaOptions(folder) : { serve: false });
  app.get<{ Params: { '*': string }; Querystring: { w?: PictureWidth } }>(
    '/media/*',
    {
      schema: { hide: true, querystring: MediaQuery },
      errorHandler(error, request, reply) {
        // A phone gone mid-picture: nothing to answer, as the static file server's own route does.
        if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return void request.raw.destroy();
        return app.errorHandler(error, request, reply);
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isMediaKey(key)) return reply.callNotFound();
      const { w } = request.query;
      const served = w ? await app.media.atWidth(key, w) : key;
      if (folder) return reply.sendFile(served);
      return sendStored(request, reply, store, served);
    },
  );
}

/** The static file server's options for the media folder, also those of reply.sendFile. */
function diskMediaOptions(folder: string): FastifyStaticOptions {
  return {
    root: folder,
    serve: false,
    decorateReply: true,
    // setHeaders decides the caching, by key.
    cacheControl: false,
    setHeaders(res, path) {
      // sendFile also sends the apps' index.html, which sets its own caching.
      if (!path.startsWith(folder + sep)) return;
      res.setHeader(
        'cache-control',
        mediaCacheControl(relative(folder, path).split(sep).join('/')),
      );
    },
  };
}

/** Sends an object of a store that has no folder, or the not-found answer. */
async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  key: string,
) {
  const object = await store.get(key);
  if (!object) return reply.callNotFound();
  reply
    .header('cache-control', mediaCacheControl(key))
    .header('etag', object.etag)
    .type(object.contentType);
  if (alreadyHeld(request, object.etag)) return reply.status(304).send();
  return reply.send(object.bytes);
}

/** Whether the client's cached copy (If-None-Match) is the current one. */
function alreadyHeld(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function appOptions(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    decorateReply: false,
    // Files are listed once at start: a built app does not change while serving.
    wildcard: false,
    // The build's Brotli and gzip copies (scripts/precompress.mjs) go out as they are,
    // to a browser that takes them; compression on the fly is left to the rest.
    preCompressed: true,
    // setHeaders below decides the caching, file by file.
    cacheControl: false,
    setHeaders(res, path) {
      // Vite fingerprints everything under assets/, so those never go stale.
      const cache =
        path.includes(`${join('/', 'assets', '/')}`) && !UNVERSIONED.test(path)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
      res.setHeader('cache-control', cache);
      // The same address answers Brotli, gzip or plain text by what the browser takes:
      // a cache on the way (a carrier's proxy) must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  };
}

/**
 * The pages the player's build wrote beside index.html with a first view in
 * them (player/scripts/prerender.mjs), by the path they show: /explore, explore.html.
 */
function prerenderedPages(root: string): Map<string, string> {
  const pages = readdirSync(root).filter((file) => /^[a-z-]+\.html$/.test(file));
  return new Map(
    pages.filter((file) => file !== 'index.html').map((file) => [`/${file.slice(0, -5)}`, file]),
  );
}

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts of the
 * player's built pages (index.html and those prerendered beside it): the theme put
 * on before the first paint and the taps kept until the app runs, allowed by hash so
 * that no other inline script may run.
 * None when the player is not built.
 */
export function inlineScriptHashes(playerDist: string): string[] {
  if (!existsSync(join(playerDist, 'index.html'))) return [];
  const pages = ['index.html', ...prerenderedPages(playerDist).values()];
  const hashes = pages.flatMap((page) =>
    [...readFileSync(join(playerDist, page), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (found) =>
        `'sha256-${createHash('sha256')
          .update(found[1] ?? '')
          .digest('base64')}'`,
    ),
  );
  return [...new Set(hashes)];
}

function sendIndex(reply: FastifyReply, root: string, page = 'index.html') {
  // The media's long cache must not apply to the app shell, which changes with each build.
  reply.header('cache-control', 'no-cache');
  return reply.sendFile(page, root, { cacheControl: false });
}

function notBuilt(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('This app is not built: run npm run build.');
}
