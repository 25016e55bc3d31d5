import { readFileSync } from 'node:fs';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import { describe, expect, it } from 'vitest';
import { type CatalogueFiles, checkCatalogue, loadCatalogue, SeedDataError } from './load';

const FILES: (keyof CatalogueFiles)[] = [
  'indexes.json',
  'quotes.json',
  'games-a.json',
  'games-b.json',
  'badges.json',
  'partners.json',
];

/** The data files as they are on disk, parsed afresh: each test may break a copy. */
function files(): CatalogueFiles {
  const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  return Object.fromEntries(FILES.map((file) => [file, read(file)])) as CatalogueFiles;
}

/** The message of the error checking throws once `change` has broken one value. */
function errorAfter(change: (data: CatalogueFiles) => void): string {
  const data = files();
  change(data);
  try {
    checkCatalogue(data);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedDataError);
    return (error as Error).message;
  }
  throw new Error('the broken catalogue was accepted');
}

// biome-ignore lint/suspicious/noExplicitAny: a test reaches into parsed JSON to break it.
const entry = (data: CatalogueFiles, file: keyof CatalogueFiles, position: number): any =>
  (data[file] as unknown[])[position];

describe('seed catalogue files', () => {
  it('all pass the back office forms and the seed shapes', async () => {
    const catalogue = await loadCatalogue();
    expect(catalogue.indexes).toHaveLength(9);
    expect(catalogue.gamesA.length + catalogue.gamesB.length).toBe(40);
    expect(catalogue.quotes.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.badgeTypes).toHaveLength(12);
    expect(catalogue.adPartners).toHaveLength(4);
  });

  it('refuses a question label the create-game form refuses, naming file, game and field', () => {
    const message = errorAfter((data) => {
      entry(data, 'games-a.json', 3).questions[2].label_fr = 'Bof';
    });
    expect(message).toMatch(/games-a\.json, \[3\] a-[a-z0-9-]+: questions\[2\]\.label_fr: /);
    expect(message).toContain(M.text_too_short);
  });

  it('refuses corrections that do not fit the question type', () => {
    const message = errorAfter((data) => {
      const game = entry(data, 'games-b.json', 0);
      const single = game.questions.findIndex((q: { type: string }) => q.type === 'sc');
      game.questions[single].correction_ids = [0, 1];
      expect(single).toBeGreaterThanOrEqual(0);
    });
    expect(message).toMatch(/games-b\.json, \[0\] .*questions\[\d+\]\.correction_ids: /);
    expect(message).toContain(M.correction_single);
  });

  it('names picture choices as the seed writes them', () => {
    const message = errorAfter((data) => {
      for (const game of data['games-b.json'] as { questions: Record<string, unknown>[] }[]) {
        const picture = game.questions.find((q) => Array.isArray(q.choice_images));
        if (picture) {
          picture.choice_images = ['pictures/flags/cm.svg', 'pictures/flags/cm.svg', ''];
          return;
        }
      }
    });
    expect(message).toMatch(/questions\[\d+\]\.choice_images\[2\]: /);
  });

  it('refuses a game in an index the catalogue lacks, and a misspelt field', () => {
    expect(
      errorAfter((data) => {
        entry(data, 'games-a.json', 0).indexes = ['culture-cameroun', 'astrologie'];
      }),
    ).toMatch(/games-a\.json, \[0\] .*indexes\[1\]: /);
    expect(
      errorAfter((data) => {
        const question = entry(data, 'games-b.json', 5).questions[0];
        question.lable_en = question.label_en;
      }),
    ).toMatch(/games-b\.json, \[5\] .*questions\[0\]: unknown field lable_en/);
  });

  it('refuses text choices on a picture question', () => {
    expect(
      errorAfter((data) => {
        const question = entry(data, 'games-a.json', 1).questions[0];
        question.type = 'psc';
      }),
    ).toMatch(/games-a\.json, \[1\] .*questions\[0\]\.choice_images: /);
  });

  it('checks indexes, quotes, badge types and partners with their forms', () => {
    expect(
      errorAfter((data) => {
        entry(data, 'indexes.json', 2).label_fr = ' ';
      }),
    ).toBe(`seed catalogue indexes.json, [2]: label_fr: ${M.required}`);
    expect(
      errorAfter((data) => {
        entry(data, 'quotes.json', 4).quote_fr = 'x'.repeat(501);
      }),
    ).toBe(`seed catalogue quotes.json, [4]: quote_fr: ${M.text_too_long}`);
    expect(
      errorAfter((data) => {
        Object.assign(entry(data, 'badges.json', 1), { color: 'platinum', threshold: 0 });
      }),
    ).toBe(
      `seed catalogue badges.json, [1]: threshold: ${M.positive_required}; color: ${M.color_invalid}`,
    );
    expect(
      errorAfter((data) => {
        entry(data, 'badges.json', 0).type = 'logins';
      }),
    ).toBe(`seed catalogue badges.json, [0]: type: ${M.value_invalid}`);
    expect(
      errorAfter((data) => {
        const partner = entry(data, 'partners.json', 3);
        partner.phone_2 = '12345';
        partner.subscriptions[1].space = 7;
      }),
    ).toBe(
      `seed catalogue partners.json, [3]: phone_2: ${M.phone_invalid}; subscriptions[1].space: ${M.ad_space_invalid}`,
    );
  });

  it('refuses media outside seed-media and a file that is not a list', () => {
    expect(
      errorAfter((data) => {
        entry(data, 'indexes.json', 0).icon = '../secrets.svg';
      }),
    ).toBe(`seed catalogue indexes.json, [0]: icon: ${M.value_invalid}`);
    expect(
      errorAfter((data) => {
        data['quotes.json'] = { quotes: [] };
      }),
    ).toBe('seed catalogue quotes.json, the file: .: not a list');
  });
});
