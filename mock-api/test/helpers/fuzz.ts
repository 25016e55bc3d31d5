import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';

/*
 * What the fuzzing of the OpenAPI operations (test/fuzz.test.ts) is made of:
 * the document's shapes, the junk, the fake uploads, what an answer must
 * never be, and a digest of the database to prove a refused call changed
 * nothing.
 */

export interface Schema {
  type?: string | string[];
  maximum?: number;
  minimum?: number;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  contentMediaType?: string;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
  'x-roles'?: string[];
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** A piece of JSON text written into the body as it is (1e999, NaN: no JSON.stringify output). */
export class Raw {
  constructor(readonly text: string) {}
}

/** The JSON text of a value, Raw pieces written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof Raw) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i) => raws[Number(i)] ?? '');
}

const HUGE = 'x'.repeat(100_000);

/** Ways of climbing out of a folder, plain and encoded. */
export const TRAVERSALS = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252F..%252Fetc%252Fpasswd',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
];

/** Texts that are no plain words: NUL, right-to-left, emoji, lone surrogates, markup, SQL. */
const ODD_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '👍🏾🇨🇲🎉',
  '\uD800',
  'x\uDFFFy',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, as text
  '${7*7}{{7*7}}',
  '%00',
  ' ',
  '',
];

/** Junk for any value: wrong types, huge and non-finite numbers, odd and huge texts. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }),
  fc.constantFrom<unknown>(-1, 0, 1.5, -0.5, 2147483648, 2 ** 53 + 1, 1e308, -1e308),
  fc.constantFrom<unknown>(new Raw('1e999'), new Raw('-1e999'), new Raw('1E400')),
  fc.constantFrom<unknown>('1e999', 'Infinity', 'NaN', '2', '-0', '0x10', ' 1', '1,5', '١٢'),
  fc.constantFrom<unknown>(HUGE, ...ODD_TEXTS, ...TRAVERSALS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
);

/** Bodies that are no JSON object, sent as application/json. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1}}',
  "{'a':1}",
  'null',
  '[]',
  '"text"',
  '42',
  '\u0000',
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":NaN}',
  '{"a":1e999}',
  `{"a":"${HUGE}"}`,
];

/** Content types a JSON route does not read (and a JSON one that lies about its charset). */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing',
  'application/json; charset=utf-16',
  'image/png',
];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A well-formed PNG head declaring width x height RGBA pixels, over a small body of zeros. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1_000_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Files no picture field may take, each with the name and type it claims.
 * (An empty file part is how a browser sends a form whose file was not
 * chosen: it counts as no file, and is no fake.)
 */
export const FAKE_UPLOADS = {
  'text named .png': { filename: 'me.png', contentType: 'image/png', data: Buffer.from('hello') },
  'PNG head then junk': {
    filename: 'me.png',
    contentType: 'image/png',
    data: Buffer.concat([PNG_SIGNATURE, Buffer.from('junk'.repeat(100))]),
  },
  'SVG with a script': {
    filename: 'me.png',
    contentType: 'image/svg+xml',
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  'traversal in the name': {
    filename: '../../etc/passwd.png',
    contentType: 'image/png',
    data: Buffer.from('junk'),
  },
  'oversized (6 MB)': {
    filename: 'big.png',
    contentType: 'image/png',
    data: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6_000_000, 1)]),
  },
  'decompression bomb (100,000 x 100,000 declared)': {
    filename: 'bomb.png',
    contentType: 'image/png',
    data: pngDeclaring(100_000, 100_000),
  },
  'decompression bomb (20,000 x 20,000 declared)': {
    filename: 'bomb.png',
    contentType: 'image/png',
    data: pngDeclaring(20_000, 20_000),
  },
};

/**
 * What an answer must never be: a 5xx, a leak of the inside (a stack, SQL, a
 * file path or a file's content), or, from the API, a 4xx without
 * status_message. A URL whose dots climb out of /api/ (../../etc/passwd) is
 * the site's, which answers pages.
 */
export function answerProblem(res: LightMyRequestResponse, fromTheApi = true): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  const leak =
    /\n\s+at \S|SQLITE_|syntax error|SELECT .* FROM|INSERT INTO|UPDATE \S+ SET|DELETE FROM|relation "|violates|root:x:0:0|duplicate key|node_modules/.exec(
      res.body,
    ) ??
    // A refusal names no file of the server (an accepted call may echo the text it stored).
    (res.statusCode >= 400
      ? /\/(?:work|home|tmp|root|usr|etc)\/|\.[jt]s:\d+/.exec(res.body)
      : null);
  if (leak) return `leak (${leak[0]}): ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 400 && fromTheApi) {
    let status: unknown;
    try {
      status = res.json()?.status_message;
    } catch {
      status = undefined;
    }
    if (!status) return `${res.statusCode} without status_message: ${res.body.slice(0, 200)}`;
  }
  return null;
}

/*
 * The outbox of live events is drained and pruned by its relay at its own
 * pace (events of earlier accepted calls are marked published, then
 * forgotten): what a call must not do there is add an event.
 */
const QUEUES = new Set(['event_outbox']);

/*
 * The writes counted for the players' kept reads (migration 0027) are folded
 * by the server at its own pace, rows rewritten with the same sums: what a
 * call must not change there is a sum, each owner's version.
 */
const SUMMED = new Set(['read_changes']);

/**
 * A digest of each table's rows (sorted, so the order a database returns
 * them in does not count): two digests are equal when nothing was written.
 * A queue's digest is the ids it holds.
 */
export async function databaseDigest(
  db: Kysely<unknown>,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const table of tables) {
    if (QUEUES.has(table)) {
      const rows = await anyDb.selectFrom(table).select('id').execute();
      digests[table] = rows.map((row) => String(row.id)).join(',');
      continue;
    }
    if (SUMMED.has(table)) {
      const sums = await anyDb
        .selectFrom(table)
        .select(['owner', (eb) => eb.fn.sum<number>('weight').as('version')])
        .groupBy('owner')
        .orderBy('owner')
        .execute();
      digests[table] = sums.map((row) => `${row.owner}:${Number(row.version)}`).join(',');
      continue;
    }
    const rows = await anyDb.selectFrom(table).selectAll().execute();
    const lines = rows.map((row) =>
      JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
    );
    digests[table] = createHash('sha256').update(lines.sort().join('\n')).digest('hex');
  }
  return digests;
}

/** The tables whose digests differ; a queue only when it holds a row it did not hold before. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((table) => {
    if (!QUEUES.has(table)) return before[table] !== after[table];
    const held = new Set((before[table] ?? '').split(','));
    return (after[table] ?? '').split(',').some((id) => id !== '' && !held.has(id));
  });
}

/**
 * A text as it goes in a URL, percent-encoded as UTF-8; a lone surrogate
 * (which encodeURIComponent refuses) as the three bytes a careless encoder
 * would write for it.
 */
export function urlEncoded(text: string): string {
  return text.replace(/\p{Cs}|[^\p{Cs}]+/gu, (part) => {
    if (!/^\p{Cs}$/u.test(part)) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}
