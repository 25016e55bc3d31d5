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

export default defineConfig({
  base: '/administration/',
  plugins: [react(), prebuiltCatalogs()],
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
    // The manifest lets scripts/size.mjs weigh what the games list needs.
    manifest: true,
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
