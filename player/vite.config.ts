import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  // Preact's JSX without the preset, whose Babel peers clash with the back office's React plugin.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { target: 'es2020', outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
