import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own server on its own database; a seeded one takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
