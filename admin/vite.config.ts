import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

const CATALOG = /\/src\/i18n\/messages\.(en|fr)\.ts$/;

/**
 * Each language's catalog (react-admin's pack, shared's texts, the back office's, French
 * over English) is merged once at build time and shipped as JSON: the French download
 * then carries no English copy and no merging code. In development the modules run as
 * written, which the unit tests check too.
 */
function prebuiltCatalogs(): Plugin {
  return {
    name: 'quiz-prebuilt-catalogs',
    apply: 'build',
    async load(id) {
      if (!CATALOG.test(id)) return null;
      const { module } = await runnerImport<{ default: object }>(id, {
        // shared is TypeScript: run it through Vite rather than Node.
        environments: { inline: { resolve: { noExternal: ['@quiz/shared'] } } },
        logLevel: 'warn',
      });
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(module.default))});`;
    },
  };
}

/**
 * Parts of react-admin that only its Inspector and ColumnsButton bring to life, which
 * the back office uses neither of: the editor of a "configurable" page title (it brings
 * MUI's TextField, Select and inputs into the first download) and the column chooser
 * that every DataTable mounts (switches, drag and drop, a search field). The build
 * swaps each for what it shows without them: the plain title, nothing.
 */
const UNUSED_PARTS: Record<string, (dir: string) => string> = {
  './PageTitleConfigurable.js': (dir) =>
    [
      `export { PageTitle as PageTitleConfigurable } from ${JSON.stringify(join(dir, 'PageTitle.js'))};`,
      'export const PageTitleEditor = () => null;',
    ].join('\n'),
  './ColumnsSelector.js': () => 'export const ColumnsSelector = () => null;',
  './ColumnsSelectorItem.js': () => 'export const ColumnsSelectorItem = () => null;',
};

function withoutUnusedParts(): Plugin {
  const prefix = '\0quiz-unused-part:';
  return {
    name: 'quiz-unused-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in UNUSED_PARTS) || !importer?.includes('ra-ui-materialui')) return null;
      return `${prefix}${source}?${dirname(importer)}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const [source = '', dir = ''] = id.slice(prefix.length).split('?');
      return UNUSED_PARTS[source]?.(dir) ?? null;
    },
  };
}

export default defineConfig({
  base: '/administration/',
  plugins: [react(), prebuiltCatalogs(), withoutUnusedParts()],
  resolve: {
    alias: {
      // node-polyglot's Object.entries polyfill pulls a dozen es-abstract helpers into the
      // first download; every browser the ES2020 build runs on has Object.entries.
      'object.entries': fileURLToPath(new URL('./src/lib/object-entries.cjs', import.meta.url)),
    },
  },
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets tests/bench/weights.mjs weigh what the games list needs.
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // react-admin's list controllers in one chunk: every section's list shares them,
        // and split by sharer they made five small chunks before the games list, each
        // compressed apart (about 5 KB more to download than one chunk).
        codeSplitting: {
          groups: [
            { name: 'lists', test: /ra-core[\\/].*controller[\\/]list[\\/]/ },
            // MUI parts the frame shows and the lazy calendars share: kept together rather
            // than in five small chunks split off the entry, each compressed apart.
            {
              name: 'popups',
              test: /@mui[\\/](material[\\/](Popper|Tooltip|IconButton|useMediaQuery|utils[\\/]mergeSlotProps)|utils[\\/]useControlled)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
