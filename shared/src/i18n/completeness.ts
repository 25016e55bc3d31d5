import { isPlural } from './catalog';

/*
 * Bilingual completeness (issue: a key in one catalog and not the other goes
 * unseen until a player meets it). Plain functions over catalog trees, so
 * that each app's tests run them on its own catalogs, and on a planted fault.
 */

/** Every message of a catalog tree as [dotted key, text]; a plural's forms make one message. */
export function catalogLeaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !isPlural(value)
      ? catalogLeaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const isBlank = (value: unknown) =>
  isPlural(value)
    ? Object.values(value).some((form) => typeof form !== 'string' || form.trim() === '')
    : typeof value !== 'string' || value.trim() === '';

/**
 * What keeps two catalogs of the same texts from matching key by key: a key
 * one holds and the other not, or a text left empty. Empty when they match.
 */
export function catalogFaults(en: object, fr: object): string[] {
  const english = new Map(catalogLeaves(en));
  const french = new Map(catalogLeaves(fr));
  const faults: string[] = [];
  for (const [key, text] of english) {
    if (!french.has(key)) faults.push(`${key}: missing in French`);
    if (isBlank(text)) faults.push(`${key}: empty in English`);
  }
  for (const [key, text] of french) {
    if (!english.has(key)) faults.push(`${key}: missing in English`);
    if (isBlank(text)) faults.push(`${key}: empty in French`);
  }
  return faults;
}
