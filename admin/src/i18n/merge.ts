import type { TranslationMessages } from 'react-admin';

/** A catalog as polyglot reads it: nested objects of strings. */
export type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `over` laid on `base`: a key missing or empty in `over` keeps the base text. With
 * English as the base, a French catalog missing a key shows the English text rather
 * than the bare key.
 */
export function mergeOver(base: Tree, over: Tree | undefined): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over ?? {})) {
    const current = out[key];
    if (isTree(value)) out[key] = mergeOver(isTree(current) ? current : {}, value);
    else if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/** A counted message of shared's catalogs: one text per plural category. */
type Plural = { other: string; one?: string };
const isPlural = (value: unknown): value is Plural =>
  isTree(value) && typeof (value as { other?: unknown }).other === 'string';

/**
 * shared's catalogs written for polyglot: `{name}` placeholders become `%{name}`; a
 * counted message becomes polyglot's 'one |||| other', counted by smart_count (what
 * react-admin passes) in place of shared's {count}.
 */
export function fromShared(catalog: object): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out[key] = value.replace(/\{(\w+)\}/g, '%{$1}');
    else if (isPlural(value)) {
      const counted = (text: string) =>
        text.replace(/\{(\w+)\}/g, (_, name) => `%{${name === 'count' ? 'smart_count' : name}}`);
      out[key] = `${counted(value.one ?? value.other)} |||| ${counted(value.other)}`;
    } else if (isTree(value)) out[key] = fromShared(value);
  }
  return out;
}

/** The catalog of one language: react-admin's pack, then shared's, then the back office's. */
export function catalogOf(layers: object[]): TranslationMessages {
  return layers.reduce<Tree>(
    (out, layer) => mergeOver(out, layer as Tree),
    {},
  ) as TranslationMessages;
}

/**
 * The sections of shared's catalogs the back office uses; the player site's screens
 * (explore, hall of fame...) stay out of the download. Add a section when a screen needs it.
 */
export const SHARED_SECTIONS = [
  'meta',
  'app',
  'actions',
  'labels',
  'errors',
  'status',
  'validation',
  'time',
  'question_types',
  'genders',
  'languages',
  'languages_native',
  'themes',
  'navigation_modes',
  'payment_methods',
  'badge_colors',
  'manager_functions',
  'ad_forms',
  'shell',
  'logout',
  'lists',
] as const;

export function sharedSections(catalog: object): object {
  return Object.fromEntries(
    Object.entries(catalog).filter(([section]) =>
      (SHARED_SECTIONS as readonly string[]).includes(section),
    ),
  );
}
