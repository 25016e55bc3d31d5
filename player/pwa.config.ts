import type { Language } from '@quiz/shared/types';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { baseEn } from '../shared/src/i18n/base-en';
import { baseFr } from '../shared/src/i18n/base-fr';
import { installCatalogs } from '../shared/src/i18n/install';

/** The site's green (index.html's theme-color) and its light background (global.css). */
const THEME_COLOR = '#0b7a3e';
const BACKGROUND_COLOR = '#f6f7f9';

/**
 * One web app manifest per language (manifest.fr.webmanifest, manifest.en.webmanifest),
 * its texts from the catalogs: the page links the French one, like its first language,
 * and the site points the link at the player's language once it runs. Both name the
 * same app (id), so switching language never makes a second one.
 */
function manifests(): Plugin {
  const base = { fr: baseFr, en: baseEn } as const;
  const manifest = (lang: Language) => ({
    id: '/',
    lang,
    dir: 'ltr',
    name: installCatalogs[lang].install.name,
    short_name: base[lang].app.name,
    description: base[lang].app.description,
    start_url: '/explore',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/maskable-192.png',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: '/icons/maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  });
  return {
    name: 'quiz-manifests',
    apply: 'build',
    generateBundle() {
      for (const lang of ['fr', 'en'] as const) {
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${lang}.webmanifest`,
          source: JSON.stringify(manifest(lang)),
        });
      }
    },
  };
}

/**
 * The code the service worker downloads ahead, beside index.html: what /explore needs
 * (entry, explore screen, footer, phone menu, both catalogs), what a signed-in player's
 * every page loads, the offline notice, and the play screen, which says a play cannot
 * start offline where the offline notice is not shown. Every other screen is kept once
 * visited (the worker's runtime cache), not downloaded ahead on a paid-for connection.
 */
const SHELL_MODULES = [
  'src/screens/explore/Explore.tsx',
  'src/screens/explore/ExploreMore.tsx',
  'src/components/footer/Footer.tsx',
  'src/components/phone-menu/PhoneMenu.tsx',
  'src/components/account-prompts/PlayerExtras.tsx',
  'src/components/offline/Offline.tsx',
  'src/screens/play/Play.tsx',
  'shared/src/i18n/base-fr.ts',
  'shared/src/i18n/base-en.ts',
];

/**
 * Files beside the bundle that the shell needs. Not the PNG icons: the phone fetches
 * those once, when it installs the site.
 */
const SHELL_FILES = /^(index\.html|registerSW\.js|favicon\.svg|manifest\.\w+\.webmanifest)$/;

/**
 * Finds the shell's chunks, their static imports and styles in the bundle, for
 * the service worker's precache list (workbox's manifestTransforms) to keep only them.
 */
function shell(files: Set<string>): Plugin {
  return {
    name: 'quiz-shell',
    apply: 'build',
    generateBundle(_, bundle) {
      files.clear();
      const add = (name: string) => {
        const chunk = bundle[name];
        if (!chunk || files.has(name)) return;
        files.add(name);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const next of chunk.imports) add(next);
      };
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const wanted =
          chunk.isEntry ||
          chunk.moduleIds.some((id) => SHELL_MODULES.some((module) => id.endsWith(module)));
        if (wanted) add(name);
      }
    },
  };
}

/**
 * What makes the site installable and readable offline: the manifests, and the
 * service worker with what it downloads ahead and what it keeps.
 */
export function installable(): PluginOption[] {
  const shellFiles = new Set<string>();
  return [
    manifests(),
    shell(shellFiles),
    VitePWA({
      // A new deploy's worker takes over at once and serves the next load: no player
      // stays on an old version, and hashed files keep their names. Should it take over
      // during a visit, a screen of the old version whose files it dropped loads the new
      // version instead (registerSW.js).
      registerType: 'autoUpdate',
      // A small deferred script beside the page registers it (the CSP allows no inline
      // script but index.html's own, by its hash): the app's own code does not grow by a byte. The plugin takes ours,
      // public/registerSW.js, over its own: on a visit the worker did not serve (the
      // first), ours hands it the addresses the page read meanwhile (workbox's CACHE_URLS
      // message), the routes below keep those they keep, and the catalogue read on that
      // first visit opens offline too.
      injectRegister: 'script-defer',
      // manifests() writes one per language.
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => {
              const url = entry.url.replace(/^\//, '');
              return shellFiles.has(url) || SHELL_FILES.test(url);
            }),
            warnings: [],
          }),
        ],
        // Fingerprinted files are fetched as they are (the browser's copy from the
        // page's own load serves), not downloaded again under a revision query.
        dontCacheBustURLsMatching: /^assets\//,
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // The player's pages are routed by the app: any of them opens offline. The back
        // office, the API, the sockets and the media are never answered with the shell.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/admin/, /^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/media\//],
        // Only these GET reads are ever kept (workbox routes GET alone). Everything else
        // goes to the network untouched: the player's own data (/api/me/), tokens,
        // money, plays, the back office (/api/admin/), development routes, every
        // POST, PUT and DELETE.
        runtimeCaching: [
          {
            // The catalogue's reads, network first: online, always the server's answer
            // (never a stale one); offline, the last one read.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              /^\/api\/(games\/(indexes|index|get|quote)\/|ads\/|hall-of-fame\/|badges\/types\/|populate\/)/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'catalogue',
              expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Media keys are new for each upload: a kept picture never goes stale. Bounded
            // like the server's own week of caching, and dropped first when space runs out.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'media',
              expiration: {
                maxEntries: 80,
                maxAgeSeconds: 7 * 24 * 3600,
                purgeOnQuotaError: true,
              },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The code and styles of the screens visited, fingerprinted: kept as they are.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/assets\/[^/]+\.(js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'screens',
              expiration: { maxEntries: 120, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
