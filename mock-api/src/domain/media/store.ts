import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import sharp from 'sharp';

export class ImageRejectedError extends Error {}

export interface ImageRule {
  /** formats accepted, as read from the file's content (never from its name or header) */
  formats: readonly ('png' | 'jpeg' | 'webp' | 'svg')[];
  /** the stored picture fits in this square */
  size: number;
}

/**
 * Pictures on disk under the data folder, served at /media/. The server makes
 * every name; a file is accepted only if its content decodes as an allowed
 * image, and it is stored re-encoded (WebP, resized), which also drops
 * anything hidden in the original.
 */
export function mediaStore(root: string) {
  return {
    async saveImage(folder: string, data: Buffer, rule: ImageRule): Promise<string> {
      let format: string | undefined;
      try {
        ({ format } = await sharp(data, { limitInputPixels: 40_000_000 }).metadata());
      } catch {
        throw new ImageRejectedError('not an image');
      }
      if (!format || !(rule.formats as readonly string[]).includes(format)) {
        throw new ImageRejectedError(`format ${format ?? 'unknown'} not allowed`);
      }
      const output = await sharp(data)
        .rotate()
        .resize(rule.size, rule.size, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
      const key = `${folder}/${randomUUID()}.webp`;
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, output);
      return key;
    },

    /** Removes a stored file; seed pictures are shared and stay. */
    async remove(key: string | null) {
      if (!key || key.startsWith('seed/')) return;
      const path = normalize(join(root, key));
      if (!path.startsWith(normalize(root))) return;
      await rm(path, { force: true });
    },
  };
}

export type MediaStore = ReturnType<typeof mediaStore>;
