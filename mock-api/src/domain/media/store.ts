import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { PICTURE_WIDTHS, type PictureWidth } from '@quiz/shared/constants';
import sharp from 'sharp';

/*
 * Media (pictures of the catalogue, profile pictures) are objects under a
 * key such as 'profiles/<uuid>.webp' or 'seed/games/ndole.svg', served at
 * /media/<key>. Where the objects live depends on the deployment: files on
 * the machine's disk, or the shared database when several instances on
 * separate machines must all see a picture uploaded through one of them.
 */

/** An object of the media store, ready to be served. */
export interface MediaObject {
  bytes: Buffer;
  contentType: string;
  /** a strong validator of the bytes, quoted as the ETag header wants it */
  etag: string;
}

export interface MediaStore {
  /** Writes the object under this key, replacing any object already there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object under this key, undefined when there is none. */
  get(key: string): Promise<MediaObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a key with no object is no error. */
  delete(key: string): Promise<void>;
  /**
   * The folder holding each object as a file at its key, when the store is
   * one: a static file server can then serve it without going through `get`.
   */
  readonly folder?: string;
}

/** A key that is not one the store could hold: refused before anything is read or written. */
export class MediaKeyError extends Error {}

// Path segments of letters, digits, '_' and '-', with dotted extensions: no '..', no hidden file,
// nothing a file system or a URL reads in a special way.
const KEY_SEGMENT = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 255;
const MAX_KEY_DEPTH = 8;

export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_KEY_DEPTH && segments.every((s) => KEY_SEGMENT.test(s));
}

export function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new MediaKeyError(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

const CONTENT_TYPES = new Map([
  ['webp', 'image/webp'],
  ['avif', 'image/avif'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['svg', 'image/svg+xml'],
]);

/** What a key's extension says its object is; the disk keeps no other record of it. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES.get(extension) ?? 'application/octet-stream';
}

export function mediaObject(bytes: Buffer, contentType: string): MediaObject {
  const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return { bytes, contentType, etag: `"${digest}"` };
}

/*
 * A raster picture is also served narrower, at each of PICTURE_WIDTHS
 * (/media/<key>?w=192), from a copy made on its first request and kept in
 * the store. The widths are few and fixed on purpose: the work and the
 * storage a picture can cost are bounded (one copy per width at most),
 * whatever widths clients ask for.
 */

/** The folder of the sized copies: the server names every upload's folder, and never this one. */
const SIZED_FOLDER = 'sized';
const SIZED_PREFIX = /^sized\/\d+\//;
/** A picture with one extension: `a.png` and `a.png.webp` would otherwise share a copy. */
const SCALED_NAME = /(?:^|\/)[^./]+\.(?:webp|png|jpe?g|svg)$/i;

/**
 * The key of a picture's copy at a served width, WebP whatever the original,
 * or undefined for a key the server does not scale (a sized copy is not
 * sized again). SVGs are drawn at the width too: a browser lays each SVG
 * picture out as a document of its own on the page's main thread, where a
 * WebP is decoded beside it, and a slow phone feels the difference.
 */
export function sizedKey(key: string, width: PictureWidth): string | undefined {
  if (!SCALED_NAME.test(key) || key.startsWith(`${SIZED_FOLDER}/`)) return undefined;
  const copy = `${SIZED_FOLDER}/${width}/${key}${/\.webp$/i.test(key) ? '' : '.webp'}`;
  return isMediaKey(copy) ? copy : undefined;
}

/**
 * Whether a key, or the key of a sized copy, is a seed picture's: shared by
 * every database made from the seed, under a name a release may fill anew.
 */
export const isSeedKey = (key: string) => key.replace(SIZED_PREFIX, '').startsWith('seed/');

const PUTS_AT_ONCE = 8;

/** Puts every file of a folder into the store under `prefix/`, keeping the folder's layout. */
export async function putFolder(store: MediaStore, folder: string, prefix: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const paths = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  // A few at a time: the seed waits for them, and one by one they add up.
  for (let start = 0; start < paths.length; start += PUTS_AT_ONCE) {
    const batch = paths.slice(start, start + PUTS_AT_ONCE);
    await Promise.all(
      batch.map(async (path) => {
        const key = `${prefix}/${relative(folder, path).split(sep).join('/')}`;
        await store.put(key, await readFile(path), contentTypeOf(key));
      }),
    );
  }
}

export class ImageRejectedError extends Error {}

export interface ImageRule {
  /** formats accepted, as read from the file's content (never from its name or header) */
  formats: readonly ('png' | 'jpeg' | 'webp' | 'svg')[];
  /** the stored picture fills this square, or this box (an ad banner), cropped to its shape */
  size: number | { width: number; height: number };
}

/** Pictures of more pixels than this are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

const boxOf = (size: ImageRule['size']) =>
  typeof size === 'number' ? { width: size, height: size } : size;

/**
 * Pictures sent by users, kept in the media store. The server makes every
 * key; a file is accepted only if its content decodes as an allowed image,
 * and it is stored re-encoded (WebP, resized), which also drops anything
 * hidden in the original.
 */
export function mediaLibrary(store: MediaStore) {
  const sizing = new Map<string, Promise<void>>();

  /** Makes and stores a copy, once at a time per instance: requests for it meanwhile wait on it. */
  const makeCopy = (key: string, copy: string, width: PictureWidth) => {
    let made = sizing.get(copy);
    if (!made) {
      made = storeScaled(store, key, copy, width).finally(() => sizing.delete(copy));
      sizing.set(copy, made);
    }
    return made;
  };

  return {
    async saveImage(folder: string, data: Buffer, rule: ImageRule): Promise<string> {
      let format: string | undefined;
      try {
        ({ format } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
      } catch {
        throw new ImageRejectedError('not an image');
      }
      if (!format || !(rule.formats as readonly string[]).includes(format)) {
        throw new ImageRejectedError(`format ${format ?? 'unknown'} not allowed`);
      }
      const { width, height } = boxOf(rule.size);
      let output: Buffer;
      try {
        output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(width, height, { fit: 'cover' })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        // A head that reads well over a body that does not (a cut-off file) is no picture either.
        throw new ImageRejectedError('not a whole image');
      }
      const key = `${folder}/${randomUUID()}.webp`;
      await store.put(key, output, 'image/webp');
      return key;
    },

    /**
     * The key to serve for a picture at a served width: its copy, made on the
     * first request; the original for a key the server does not scale, for
     * one that holds no picture (it is then not found as it is) and for one
     * whose bytes do not decode.
     */
    async atWidth(key: string, width: PictureWidth): Promise<string> {
      const copy = sizedKey(key, width);
      if (!copy || (await store.exists(copy))) return copy ?? key;
      try {
        await makeCopy(key, copy, width);
      } catch (error) {
        if (error instanceof NothingToScaleError) return key;
        throw error;
      }
      return copy;
    },

    /** Removes a stored picture and its sized copies; seed pictures are shared and stay. */
    async remove(key: string | null) {
      if (!key || isSeedKey(key) || !isMediaKey(key)) return;
      await store.delete(key);
      for (const width of PICTURE_WIDTHS) {
        const copy = sizedKey(key, width);
        if (copy) await store.delete(copy);
      }
    },
  };
}

export type MediaLibrary = ReturnType<typeof mediaLibrary>;

/** No picture to scale: the original is gone, or its bytes are no picture sharp reads. */
class NothingToScaleError extends Error {}

/**
 * The picture to scale, an SVG drawn at the density that makes it `width` wide: it has
 * no pixels of its own, so it is drawn sharp at any width rather than enlarged.
 */
async function drawable(bytes: Buffer, width: PictureWidth) {
  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  const { format, width: drawn } = await sharp(bytes, options).metadata();
  if (format !== 'svg' || !drawn) return sharp(bytes, options);
  // sharp draws an SVG at 72 dots per inch by default, and takes densities of 1 to 100,000.
  const density = Math.min(Math.max((72 * width) / drawn, 1), 100_000);
  return sharp(bytes, { ...options, density });
}

/** Stores the picture scaled to fit `width` (never enlarged, its ratio kept) as WebP under `copy`. */
async function storeScaled(store: MediaStore, key: string, copy: string, width: PictureWidth) {
  const original = await store.get(key);
  if (!original) throw new NothingToScaleError(key);
  let scaled: Buffer;
  try {
    scaled = await (await drawable(original.bytes, width))
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new NothingToScaleError(key);
  }
  // Requests on other instances may write it too: the same bytes, each write whole.
  await store.put(copy, scaled, 'image/webp');
}
