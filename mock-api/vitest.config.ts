import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own server on its own database, so files need no
    // fresh module registry each: importing the server once per worker rather
    // than once per file halves the suite's time. Module-level state must stay
    // out of the server (it would be shared by every server a worker builds).
    isolate: false,
    // A seeded server takes a few seconds; more on PostgreSQL on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
