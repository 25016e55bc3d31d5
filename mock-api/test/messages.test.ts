import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STATUS_MESSAGE_CODES } from '@quiz/shared/codes';
import { catalogs, hasMessage } from '@quiz/shared/i18n';
import { backofficeCatalogs } from '@quiz/shared/i18n/backoffice';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'catalogue' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('messages the server sends', () => {
  const keys = new Set<string>();
  for (const file of sourceFiles(new URL('../src', import.meta.url).pathname)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /'((?:validation|status)\.[A-Za-z_]+)'/g,
    )) {
      if (match[1]) keys.add(match[1]);
    }
  }

  it('finds the keys it checks', () => {
    expect(keys.size).toBeGreaterThan(10);
  });

  // The back office's texts are laid over the shared catalogs (shared i18n/backoffice).
  it('names only message keys that both catalogs translate', () => {
    for (const key of keys) {
      expect(hasMessage(backofficeCatalogs.en, key), `en: ${key}`).toBe(true);
      expect(hasMessage(backofficeCatalogs.fr, key), `fr: ${key}`).toBe(true);
    }
  });

  it('has a text for every status_message code', () => {
    for (const code of STATUS_MESSAGE_CODES) {
      expect(hasMessage(catalogs.en, `status.${code}`), code).toBe(true);
      expect(hasMessage(catalogs.fr, `status.${code}`), code).toBe(true);
    }
  });
});
