import { hasMessage, type Messages, en as sharedEn, fr as sharedFr } from '@quiz/shared/i18n';
import { authEn, authFr } from '@quiz/shared/i18n/auth';
import { moneyEn, moneyFr } from '@quiz/shared/i18n/money';
import { offlineEn, offlineFr } from '@quiz/shared/i18n/offline';
import { playEn, playFr } from '@quiz/shared/i18n/play';
import { preferencesEn, preferencesFr } from '@quiz/shared/i18n/preferences';
import { settingsEn, settingsFr } from '@quiz/shared/i18n/settings';
import { socialEn, socialFr } from '@quiz/shared/i18n/social';
import { describe, expect, it } from 'vitest';

/** The player's own code, tests left out: every text it shows goes through a catalog key. */
const sources = Object.entries(
  import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** Each language's catalog with the auth, play, money, social, settings, preferences and offline sections laid over it, as they read it. */
const en = {
  ...sharedEn,
  ...authEn,
  ...playEn,
  ...moneyEn,
  ...socialEn,
  ...settingsEn,
  ...preferencesEn,
  ...offlineEn,
} as unknown as Messages;
const fr = {
  ...sharedFr,
  ...authFr,
  ...playFr,
  ...moneyFr,
  ...socialFr,
  ...settingsFr,
  ...preferencesFr,
  ...offlineFr,
} as unknown as Messages;

const SECTIONS = new Set(Object.keys(en));

/** 'section.key' literals whose first part names a catalog section: the keys the code uses. */
function literalKeys(source: string): string[] {
  return [...source.matchAll(/(['"`])([a-z_]+(?:\.[A-Za-z0-9_]+)+)\1/g)]
    .map((match) => match[2] ?? '')
    .filter((key) => SECTIONS.has(key.split('.')[0] ?? ''));
}

/** `section.${…}` templates: their fixed part must name a section of both catalogs. */
function templatePrefixes(source: string): string[] {
  return [...source.matchAll(/`([a-z_]+(?:\.[A-Za-z0-9_]+)*)\.\$\{/g)]
    .map((match) => match[1] ?? '')
    .filter((prefix) => SECTIONS.has(prefix.split('.')[0] ?? ''));
}

function isSection(messages: Messages, path: string): boolean {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'object' && node !== null && !('other' in node);
}

describe('catalog keys of the player', () => {
  it('reads the whole player code', () => {
    expect(sources.length).toBeGreaterThan(60);
    expect(sources.some(([file]) => file.endsWith('routes.tsx'))).toBe(true);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('finds every key the code uses in the %s catalog', (_, messages) => {
    const missing = sources.flatMap(([file, source]) =>
      literalKeys(source)
        .filter((key) => !hasMessage(messages, key))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('builds keys only under sections of the %s catalog', (_, messages) => {
    const missing = sources.flatMap(([file, source]) =>
      templatePrefixes(source)
        .filter((prefix) => !isSection(messages, prefix))
        .map((prefix) => `${file}: ${prefix}.…`),
    );
    expect(missing).toEqual([]);
  });

  it('finds the keys of the route table, the menus and the screens', () => {
    const used = new Set(sources.flatMap(([, source]) => literalKeys(source)));
    for (const key of [
      'screens.friends',
      'shell.explore',
      'explore.newer',
      'game.plays',
      'play.next',
    ]) {
      expect(used, key).toContain(key);
    }
  });
});
