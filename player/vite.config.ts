import { defineConfig, type Plugin } from 'vite';
import { baseFr } from '../shared/src/i18n/base-fr';
import { installable } from './pwa.config';

/**
 * The page's description, for search engines and link previews that read the HTML
 * without running it: the catalog's, in French like the page's first language. The
 * site puts the player's language's in its place once it runs.
 */
function described(): Plugin {
  return {
    name: 'quiz-description',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: 'description', content: baseFr.app.description },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig({
  base: '/',
  plugins: [described(), ...installable()],
  // Preact's JSX without the preset, whose Babel peers clash with the back office's React plugin.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // The manifest lets tests/bench/weights.mjs weigh what /explore needs.
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser that runs the ES2020 build knows modulepreload: no polyfill to ship.
    modulePreload: { polyfill: false },
    // Sounds stay files, fetched when one plays: inlined, every play would download them.
    assetsInlineLimit: (file) => (/\.(mp3|wav)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // Chunks and styles are named by their hash alone: the entry lists every lazy
        // screen's files to preload them, and names there cost bytes on /explore.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // The shell and the widgets of the explore page travel as one file rather than a
        // dozen tiny ones: fewer round trips on slow networks and less gzip overhead.
        // Widgets of other screens, form code (yup), the play-on detector, the money actions'
        // keys and outcomes, the balance the header follows and the phone menu keep their
        // own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'ui',
              test: /player\/src\/(components\/(game-card|picture|section\/Section|skeleton|tabs|lazy-block)\/|lib\/(?!forms|money-action|money-outcome|receipts|balance|paged|share|play-on|socket-session|texts\/)|screens\/explore\/lists)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
