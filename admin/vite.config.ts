import { defineConfig } from 'vite';

export default defineConfig({
  base: '/administration/',
  build: { target: 'es2020', outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
