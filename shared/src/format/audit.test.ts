import { describe, expect, it } from 'vitest';
import { auditEn, auditFr } from '../i18n/audit';
import { changedFields, changesLine, recordName } from './audit';

describe('audit entries in words', () => {
  it('names a record as managers know it, in their language', () => {
    const game = { id: 3, title_fr: 'Capitales', title_en: 'Capitals' };
    expect(recordName(game, 'fr', 3)).toBe('Capitales');
    expect(recordName(game, 'en', 3)).toBe('Capitals');
    const quote = {
      author: 'Hampâté Bâ',
      quote_fr: 'Un vieillard qui meurt…',
      quote_en: 'An old man dying…',
    };
    expect(recordName(quote, 'fr', 1)).toBe('Hampâté Bâ\u00a0: « Un vieillard qui meurt… »');
    expect(recordName(quote, 'en', 1)).toBe('Hampâté Bâ: “An old man dying…”');
    expect(recordName({ entreprise_name: 'Brasseries' }, 'en', 2)).toBe('Brasseries');
    expect(recordName({ first_name: 'Awa', last_name: 'Ngo' }, 'en', 2)).toBe('Awa Ngo');
    expect(recordName(null, 'en', 7)).toBe('#7');
    expect(recordName({ title_fr: 'x'.repeat(80) }, 'fr', 1)).toHaveLength(60);
  });

  it('lists only the fields a change touched, with their labels, before and after', () => {
    const before = { id: 3, title_fr: 'Capitales', is_active: true, updated_at: 'a', indexes: [] };
    const after = {
      id: 3,
      title_fr: 'Capitales d’Afrique',
      is_active: false,
      updated_at: 'b',
      indexes: [],
    };
    const changes = changedFields(before, after, auditFr, 'fr');
    expect(changes).toEqual([
      {
        field: 'title_fr',
        label: 'Titre (français)',
        before: 'Capitales',
        after: 'Capitales d’Afrique',
      },
      { field: 'is_active', label: 'Actif', before: 'Oui', after: 'Non' },
    ]);
    expect(changesLine(changes, 'fr')).toBe(
      'Titre (français)\u00a0: Capitales → Capitales d’Afrique ; Actif\u00a0: Oui → Non',
    );
  });

  it('says the questions of an edited game by their number, and its version', () => {
    const before = { title_en: 'Capitals', version: 1, question_2: 'A / B · Douala, Yaoundé ✓' };
    const after = { title_en: 'Capitals', version: 2, question_2: 'A / B · Yaoundé ✓, Kribi' };
    expect(changesLine(changedFields(before, after, auditEn, 'en'), 'en')).toBe(
      'Version: 1 → 2; Question 2: A / B · Douala, Yaoundé ✓ → A / B · Yaoundé ✓, Kribi',
    );
    expect(changedFields(before, after, auditFr, 'fr').map((c) => c.label)).toEqual([
      'Version',
      'Question 2',
    ]);
  });

  it('shows every field of a record created or removed, and unlabelled fields by name', () => {
    const created = changedFields(null, { author: 'Anon', mood: 'calm' }, auditEn, 'en');
    expect(created).toEqual([
      { field: 'author', label: 'Author', before: '—', after: 'Anon' },
      { field: 'mood', label: 'mood', before: '—', after: 'calm' },
    ]);
    const removed = changedFields({ link: 'https://a.cm' }, null, auditEn, 'en');
    expect(changesLine(removed, 'en')).toBe('Link: https://a.cm → —');
  });
});
