import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { PICTURE_QUESTION_TYPES } from '@quiz/shared/types';
import type { FastifyServerOptions } from 'fastify';

/*
 * Media are stored as keys of the media store; clients get their public URL,
 * written here, at the edge, for every field the contract marks as media
 * (MediaUrl, NullableMediaUrl, PICTURE_CHOICES in shared's contract/common.ts).
 * The domain only ever handles keys.
 */

/** Turns a media key into its public URL under `base` ('/media/' or a CDN's address). */
export function mediaLinks(base: string) {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  /** A key never starts with '/' nor holds '://': a value that does is a URL already. */
  return (value: string): string =>
    value === '' || value.startsWith('/') || value.includes('://') ? value : prefix + value;
}

export type MediaLink = ReturnType<typeof mediaLinks>;

/** Rewrites the media keys of a value shaped by a schema; returns a copy, the value is kept. */
export type MediaRewriter = (value: unknown) => unknown;

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pictureTypes: ReadonlySet<string> = new Set(PICTURE_QUESTION_TYPES);

/**
 * A rewriter for the values of a JSON schema, or null when the schema holds no
 * media field (most answers: they are then serialized untouched). The walk of
 * the schema is done once, when the route's serializer is built.
 */
export function mediaRewriter(schema: unknown, link: MediaLink): MediaRewriter | null {
  if (!isObject(schema)) return null;
  if (schema['x-media'] === true) {
    return (value) => (typeof value === 'string' ? link(value) : value);
  }
  const parts: MediaRewriter[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (schema[key] as unknown[] | undefined) ?? []) {
      const rewrite = mediaRewriter(branch, link);
      if (rewrite) parts.push(rewrite);
    }
  }
  const items = mediaRewriter(schema.items, link);
  if (items) parts.push((value) => (Array.isArray(value) ? value.map(items) : value));
  const object = objectRewriter(schema, link);
  if (object) parts.push(object);
  if (parts.length === 0) return null;
  // Each part touches only what its own shape names, and a URL is never rewritten again.
  return parts.length === 1
    ? (parts[0] as MediaRewriter)
    : (value) => parts.reduce((current, rewrite) => rewrite(current), value);
}

function objectRewriter(schema: Schema, link: MediaLink): MediaRewriter | null {
  const fields: [string, MediaRewriter][] = [];
  for (const [name, property] of Object.entries((schema.properties as Schema | undefined) ?? {})) {
    const rewrite = mediaRewriter(property, link);
    if (rewrite) fields.push([name, rewrite]);
  }
  const others = mediaRewriter(schema.additionalProperties, link);
  const pictures = schema['x-picture-choices'] === true;
  if (fields.length === 0 && !others && !pictures) return null;
  return (value) => {
    if (!isObject(value)) return value;
    const copy: Record<string, unknown> = { ...value };
    if (others) {
      for (const name of Object.keys(copy)) copy[name] = others(copy[name]);
    }
    for (const [name, rewrite] of fields) {
      if (name in copy) copy[name] = rewrite(copy[name]);
    }
    if (pictures && typeof copy.type === 'string' && pictureTypes.has(copy.type)) {
      for (const name of ['choice_values_en', 'choice_values_fr']) {
        const choices = copy[name];
        if (Array.isArray(choices)) {
          copy[name] = choices.map((key) => (typeof key === 'string' ? link(key) : key));
        }
      }
    }
    return copy;
  };
}

/**
 * Fastify's own serializer compiler (fast-json-stringify), each route's
 * response schema first rewriting the media keys of the answer into URLs.
 * Every answer serialized by a schema goes through it, cached ones included.
 */
export function mediaSerializers(link: MediaLink): FastifyServerOptions['schemaController'] {
  return {
    compilersFactory: {
      buildSerializer(externalSchemas, serializerOpts) {
        const build = SerializerSelector()(externalSchemas, serializerOpts);
        return (route) => {
          const serialize = build(route as Parameters<typeof build>[0]);
          const rewrite = mediaRewriter(route.schema, link);
          return rewrite ? (data: unknown) => serialize(rewrite(data)) : serialize;
        };
      },
    },
  };
}

/** @deprecated the edge writes URLs (mediaSerializers): the domain hands keys. */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/media/${key}` : null;
}
