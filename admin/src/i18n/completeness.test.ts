import { catalogFaults, catalogLeaves } from '@quiz/shared/i18n/completeness';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';

/*
 * Bilingual completeness (issue 29): each section's texts, loaded with its
 * screens, hold the same keys in French and English, none empty. Every
 * texts.*.en.ts is found on disk, so a section added later is checked too.
 */

type Module = { default?: object } & Record<string, unknown>;

const sections = import.meta.glob<Module>(['../**/texts*.en.ts', '../**/texts*.fr.ts'], {
  eager: true,
});

/** A section's catalog: its default export, else its one exported object. */
function catalogOf(module: Module): object {
  if (module.default) return module.default;
  const objects = Object.values(module).filter((value) => typeof value === 'object');
  return objects[0] as object;
}

const pairs = Object.keys(sections)
  .filter((file) => file.endsWith('.en.ts'))
  .map((file) => [file, file.replace(/\.en\.ts$/, '.fr.ts')] as const);

describe("the back office's catalogs, key by key", () => {
  it('find a key one language misses, and an empty text', () => {
    const english = { resources: { games: { add: 'Add', back: 'Back' } } };
    const french = { resources: { games: { add: 'Ajouter', back: ' ' } }, extra: 'En trop' };
    expect(catalogFaults(english, french)).toEqual([
      'resources.games.back: empty in French',
      'extra: missing in English',
    ]);
  });

  it('finds every section of the back office', () => {
    expect(pairs.length).toBeGreaterThan(15);
  });

  it.each(pairs)('%s and its French hold the same keys, none empty', (english, french) => {
    const frenchModule = sections[french];
    expect(frenchModule, french).toBeDefined();
    const englishTexts = catalogOf(sections[english] as Module);
    expect(catalogLeaves(englishTexts).length).toBeGreaterThan(0);
    expect(catalogFaults(englishTexts, catalogOf(frenchModule as Module))).toEqual([]);
  });

  it("the first screen's catalog too", () => {
    expect(catalogFaults(en, fr)).toEqual([]);
  });
});
