import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { PLAYER_PAGES, pagePattern } from '@quiz/shared/paths/player';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface WebPluginOptions {
  playerDist: string;
  adminDist: string;
  mediaDir: string;
}

const ADMIN_PREFIX = '/administration/';
const PLAYER_PAGE_PATTERNS = PLAYER_PAGES.map(pagePattern);

/**
 * Serves the built player site at /, the back office at /administration/ and
 * uploaded media at /media/. A page of the player site, or any path of the back
 * office, gets its app's index.html so the app's router can show it; any other
 * path gets the player's index.html with a 404 (the site shows its not-found
 * screen); unknown API paths get a JSON 404.
 */
export default fp<WebPluginOptions>(
  async (app: FastifyInstance, { playerDist, adminDist, mediaDir }) => {
    const playerBuilt = existsSync(join(playerDist, 'index.html'));
    const adminBuilt = existsSync(join(adminDist, 'index.html'));

    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: true,
      allowedPath: (path) => !path.includes('..'),
      maxAge: '7d',
    });
    if (playerBuilt) await app.register(fastifyStatic, appOptions(playerDist, '/'));
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
  { name: 'web' },
);

function appOptions(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    decorateReply: false,
    // Files are listed once at start: a built app does not change while serving.
    wildcard: false,
    // setHeaders below decides the caching, file by file.
    cacheControl: false,
    setHeaders(res, path) {
      // Vite fingerprints everything under assets/, so those never go stale.
      const cache = path.includes(`${join('/', 'assets', '/')}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      res.setHeader('cache-control', cache);
    },
  };
}

function sendIndex(reply: FastifyReply, root: string) {
  // The media store's long cache must not apply to the app shell, which changes with each build.
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html', root, { cacheControl: false });
}

function notBuilt(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('This app is not built: run npm run build.');
}
