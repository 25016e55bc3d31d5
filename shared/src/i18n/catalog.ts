/** Catalog type, lookup with interpolation and plural forms, and merging over English. */
import { formatNumber } from '../format/numbers';
import type { Language } from '../types/enums';
import type { en } from './en';

/**
 * A counted message: one text per plural category of the language, as
 * Intl.PluralRules names them. English needs one and other; French also many
 * ('1 000 000 de parties'), and counts 0 as one. `other` is the fallback.
 */
export type Plural = { readonly other: string } & {
  readonly [form in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

/** English's shape with each text a string and each counted message a Plural. */
type Shape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { one: string; other: string }
      ? Plural
      : Shape<T[K]>;
};

/**
 * A screen's own section (play, money) in another language: English's keys,
 * plurals free to add a `many` form.
 */
export type SectionShape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { other: string }
      ? { one: string; many?: string; other: string }
      : SectionShape<T[K]>;
};

/** The shape of every catalog: English's keys. */
export type Messages = Shape<typeof en>;

/** A partial catalog (e.g. a translation in progress). */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends string | Plural ? T[K] : DeepPartial<T[K]>;
};

/** Dotted key of every message: 'actions.ok', 'status.INVALID_CODE', ... */
export type MessageKey = Leaves<Messages>;
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string | Plural ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

export type MessageParams = Record<string, string | number>;

type Node = string | Plural | Tree;
type Tree = { readonly [key: string]: Node };

/** A counted message rather than a section: sections never have a key named `other`. */
export function isPlural(node: unknown): node is Plural {
  return typeof node === 'object' && node !== null && typeof (node as Plural).other === 'string';
}

function lookup(messages: Tree, key: string): string | Plural | undefined {
  let node: Node | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || isPlural(node) || !Object.hasOwn(node, part)) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' || isPlural(node) ? node : undefined;
}

const pluralRules: Record<string, Intl.PluralRules> = {};

/** The plural category of `count` in `lang`: French says '0 partie', English '0 games'. */
export function pluralForm(lang: string, count: number): Intl.LDMLPluralRule {
  pluralRules[lang] ??= new Intl.PluralRules(lang);
  return pluralRules[lang].select(count);
}

/** Replaces `{name}` with params.name; unknown placeholders stay visible to be noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The message at `key`, with placeholders filled. Keys come from the server and from
 * schemas at run time, so any string is accepted; a missing key returns the key
 * itself, which shows the gap instead of an empty label. A counted message takes
 * the form of `params.count` (a number) and shows the count formatted for the
 * language ('12 500 parties').
 */
export function t(
  messages: Messages,
  key: MessageKey | (string & Record<never, never>),
  params?: MessageParams,
): string {
  const message = lookup(messages as unknown as Tree, key);
  if (message === undefined) return key;
  if (typeof message === 'string') return interpolate(message, params);
  const count = Number(params?.count);
  const lang = messages.meta.lang as Language;
  const text = message[pluralForm(lang, count)] ?? message.other;
  if (!Number.isFinite(count)) return interpolate(text, params);
  return interpolate(text, { ...params, count: formatNumber(count, lang) });
}

/** Whether the catalog holds a message at `key`. */
export function hasMessage(messages: Messages, key: string): boolean {
  return lookup(messages as unknown as Tree, key) !== undefined;
}

function mergeTree(base: Tree, override: Tree | undefined): Tree {
  const out: Record<string, Node> = {};
  for (const [key, baseValue] of Object.entries(base)) {
    const value = override && Object.hasOwn(override, key) ? override[key] : undefined;
    if (typeof baseValue === 'string') {
      out[key] = typeof value === 'string' && value !== '' ? value : baseValue;
    } else if (isPlural(baseValue)) {
      // A language has its own plural forms: its entry is taken whole or not at all.
      out[key] = isPlural(value) && value.other !== '' ? value : baseValue;
    } else {
      out[key] = mergeTree(baseValue, typeof value === 'object' ? (value as Tree) : undefined);
    }
  }
  return out;
}

/**
 * `override` laid over `base` (English): a key missing or empty in the override falls
 * back to the base text, and keys unknown to the base are dropped, so the result always
 * has exactly the shape of Messages.
 */
export function mergeCatalog(
  base: Messages,
  override: DeepPartial<Messages> | undefined,
): Messages {
  return mergeTree(
    base as unknown as Tree,
    override as unknown as Tree | undefined,
  ) as unknown as Messages;
}

/** Message of a server status_message code ('status.' + code). */
export function statusText(messages: Messages, code: string): string {
  return t(messages, `status.${code}`);
}
