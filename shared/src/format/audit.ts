/**
 * An audit entry in words: the record's name and the fields a write changed,
 * before and after. The back office shows them, the server exports them.
 */
import type { AuditTexts } from '../i18n/audit';
import type { Language } from '../types/enums';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Kept by the server, not by the manager: never a change worth showing. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);

const NAME_LENGTH = 60;

/** A field's label: its own, 'Question 3' for a game's question_3, else its name. */
function fieldLabel(field: string, texts: AuditTexts): string {
  const own = texts.fields[field];
  if (own !== undefined) return own;
  const question = /^question_(\d+)$/.exec(field);
  if (question && texts.fields.question)
    return texts.fields.question.replace('%{n}', question[1] ?? '');
  return field;
}

/** A quote by its author, with each language's quotation marks. */
const quoted = (author: string, quote: string, lang: Language) =>
  lang === 'fr' ? `${author}\u00a0: « ${quote} »` : `${author}: “${quote}”`;
const cut = (text: string) =>
  text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1)}…` : text;

/**
 * The record's name in the reader's language: a game's title, an index's label, a
 * quote's author and text, a partner's company, a person's names; else its id.
 */
export function recordName(record: unknown, lang: Language, entityId: number | null): string {
  const fields = isRecord(record) ? record : {};
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  const other = lang === 'fr' ? 'en' : 'fr';
  const person = [text('first_name'), text('last_name')].filter(Boolean).join(' ');
  const name =
    text(`title_${lang}`) ||
    text(`title_${other}`) ||
    text(`label_${lang}`) ||
    text(`label_${other}`) ||
    (text('author') && quoted(text('author'), text(`quote_${lang}`), lang)) ||
    text('entreprise_name') ||
    text('player_name') ||
    person ||
    text('email_phone_number') ||
    text('code') ||
    text('link') ||
    text('type');
  return name ? cut(name) : entityId === null ? '—' : `#${entityId}`;
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A value as a manager reads it: yes or no, a list joined, a nested record by its name. */
function shown(value: unknown, texts: AuditTexts, lang: Language): string {
  if (value === null || value === undefined || value === '') return texts.values.none;
  if (typeof value === 'boolean') return value ? texts.values.yes : texts.values.no;
  if (Array.isArray(value)) return value.map((one) => shown(one, texts, lang)).join(', ');
  if (isRecord(value)) {
    const name = recordName(value, lang, null);
    return name === '—' ? JSON.stringify(value) : name;
  }
  return String(value);
}

/**
 * What a write changed, field by field, with the field's label: every field of a
 * record created or removed, only those that differ for a change.
 */
export function changedFields(
  before: unknown,
  after: unknown,
  texts: AuditTexts,
  lang: Language,
): FieldChange[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (field) => !BOOKKEEPING.has(field),
  );
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({
      field,
      label: fieldLabel(field, texts),
      before: isRecord(before) ? shown(old[field], texts, lang) : texts.values.none,
      after: isRecord(after) ? shown(now[field], texts, lang) : texts.values.none,
    }));
}

/** Every field of the record before and after a write, the changed ones flagged: a row opened in full. */
export function allFields(
  before: unknown,
  after: unknown,
  texts: AuditTexts,
  lang: Language,
): (FieldChange & { changed: boolean })[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(old), ...Object.keys(now)])].map((field) => ({
    field,
    label: fieldLabel(field, texts),
    before: isRecord(before) ? shown(old[field], texts, lang) : texts.values.none,
    after: isRecord(after) ? shown(now[field], texts, lang) : texts.values.none,
    changed: JSON.stringify(old[field]) !== JSON.stringify(now[field]),
  }));
}

/** The changes on one line: 'Title (French): Old → New; Active: Yes → No'. */
export function changesLine(changes: FieldChange[], lang: Language): string {
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  return changes
    .map((change) => `${change.label}${colon}${change.before} → ${change.after}`)
    .join(lang === 'fr' ? ' ; ' : '; ');
}
