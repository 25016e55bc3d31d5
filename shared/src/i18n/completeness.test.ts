import { describe, expect, it } from 'vitest';
import { auditTexts } from './audit';
import { authCatalogs } from './auth';
import { backofficeEn, backofficeFr } from './backoffice';
import { baseEn } from './base-en';
import { baseFr } from './base-fr';
import { catalogFaults } from './completeness';
import { installCatalogs } from './install';
import { literalTexts } from './literal-texts';
import { moneyCatalogs } from './money';
import { offlineCatalogs } from './offline';
import { paymentsStaffTexts } from './payments-staff';
import { playCatalogs } from './play';
import { preferencesCatalogs } from './preferences';
import { reconciliationTexts } from './reconciliation';
import { settingsCatalogs } from './settings';
import { socialCatalogs } from './social';
import { validationCatalogs } from './validation';

/*
 * Bilingual completeness (issue 29): every catalog of shared holds the same
 * keys in French and English, none empty; and the finder of views' literal
 * texts finds them (each app runs it on its views: player/src/literal-texts.test.ts,
 * admin/src/i18n/literal-texts.test.ts). Each check is shown to fail on a planted fault.
 */

describe("shared's catalogs, key by key", () => {
  it('find a key one language misses, and an empty text', () => {
    const en = { a: { b: 'Hello', c: 'Bye' }, n: { one: '1 play', other: '{count} plays' } };
    const fr = { a: { b: 'Bonjour', d: 'Salut' }, n: { one: '', many: 'x', other: 'y' } };
    expect(catalogFaults(en, fr)).toEqual([
      'a.c: missing in French',
      'a.d: missing in English',
      'n: empty in French',
    ]);
    expect(catalogFaults(en, { a: { b: 'Bonjour', c: 'Au revoir' }, n: fr.n })).toEqual([
      'n: empty in French',
    ]);
  });

  it.each([
    ['base', baseEn, baseFr],
    ['validation', validationCatalogs.en, validationCatalogs.fr],
    ['back office', backofficeEn, backofficeFr],
    ['auth', authCatalogs.en, authCatalogs.fr],
    ['play', playCatalogs.en, playCatalogs.fr],
    ['money', moneyCatalogs.en, moneyCatalogs.fr],
    ['social', socialCatalogs.en, socialCatalogs.fr],
    ['settings', settingsCatalogs.en, settingsCatalogs.fr],
    ['preferences', preferencesCatalogs.en, preferencesCatalogs.fr],
    ['offline', offlineCatalogs.en, offlineCatalogs.fr],
    ['install', installCatalogs.en, installCatalogs.fr],
    ['audit', auditTexts.en, auditTexts.fr],
    ['payments staff', paymentsStaffTexts.en, paymentsStaffTexts.fr],
    ['reconciliation', reconciliationTexts.en, reconciliationTexts.fr],
  ] as const)('%s: French and English hold the same keys, none empty', (_, en, fr) => {
    expect(catalogFaults(en, fr)).toEqual([]);
  });
});

describe('views show catalog texts only', () => {
  it('find a literal text between tags, as a child, in a read attribute or a condition', () => {
    const sample = `
      export const View = ({ cond, n }) => (
        <section aria-label="Search the games" title="resources.games.name">
          <h1>Bonjour</h1>
          <input placeholder={'Your name'} alt="" />
          <p>{cond ? 'Yes' : t('actions.no')}</p>
          <p>{\`\${n} games\`}</p>
          <img alt={label ?? 'A cover'} src="cover.webp" />
          <span>{n} · {n} / 12 %</span>
          <Trans label={\`resources.\${kind}.title\`} className="Not read" />
          <b>MTN MoMo</b>
        </section>
      );`;
    expect(literalTexts('sample.tsx', sample).map(({ line, text }) => [line, text])).toEqual([
      [3, 'Search the games'],
      [4, 'Bonjour'],
      [5, 'Your name'],
      [6, 'Yes'],
      [7, '0 games'],
      [8, 'A cover'],
    ]);
  });
});
