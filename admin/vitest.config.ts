import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The units keep no state between files: one module registry per worker, not per file.
    isolate: false,
    // The units under test take their storage, fetch and navigation as arguments: no DOM needed.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
