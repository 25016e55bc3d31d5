/** Catalog type, lookup with interpolation, and merging over English. */
import type { en } from './en';

/** The shape of every catalog: English's keys, each a string. */
export type Messages = typeof en;

/** A partial catalog (e.g. a translation in progress). */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** Dotted key of every message: 'actions.ok', 'status.INVALID_CODE', ... */
export type MessageKey = Leaves<Messages>;
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

export type MessageParams = Record<string, string | number>;

type Tree = { readonly [key: string]: string | Tree };

function lookup(messages: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
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
 * itself, which shows the gap instead of an empty label.
 */
export function t(
  messages: Messages,
  key: MessageKey | (string & Record<never, never>),
  params?: MessageParams,
): string {
  const message = lookup(messages as unknown as Tree, key);
  return message === undefined ? key : interpolate(message, params);
}

/** Whether the catalog holds a message at `key`. */
export function hasMessage(messages: Messages, key: string): boolean {
  return lookup(messages as unknown as Tree, key) !== undefined;
}

function mergeTree(base: Tree, override: Tree | undefined): Tree {
  const out: Record<string, string | Tree> = {};
  for (const [key, baseValue] of Object.entries(base)) {
    const value = override && Object.hasOwn(override, key) ? override[key] : undefined;
    if (typeof baseValue === 'string') {
      out[key] = typeof value === 'string' && value !== '' ? value : baseValue;
    } else {
      out[key] = mergeTree(baseValue, typeof value === 'object' ? value : undefined);
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
