import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The units under test take their storage, fetch and navigation as arguments: no DOM needed.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
