import { availableParallelism } from 'node:os';
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
    // Vitest's default leaves a core free: one worker on a 2-core machine. Files
    // wait on their database as much as they compute (each its own SQLite file or
    // PostgreSQL schema, its own event channel), so two share two cores well: the
    // SQLite suite took 174 s instead of 242 s side by side on the same machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A seeded server takes a few seconds; more on PostgreSQL on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
