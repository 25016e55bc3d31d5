import { literalTexts } from '@quiz/shared/i18n/literal-texts';
import { describe, expect, it } from 'vitest';

/** The player's views, tests left out (issue 29: no literal text in a view). */
const views = Object.entries(
  import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx', '!./test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('views of the player site', () => {
  it('show no literal text: every text comes from a catalog', () => {
    expect(views.length).toBeGreaterThan(60);
    const found = views.flatMap(([file, source]) =>
      literalTexts(file, source).map(({ line, text }) => `${file}:${line}: ${text}`),
    );
    expect(found).toEqual([]);
    // Parsing every view takes a few seconds on a loaded 2-core machine.
  }, 30_000);
});
