import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    // localStorage, location, history and a DOM for the components.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
