import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkedKey, contentTypeOf, type MediaStore, mediaObject } from './store';

/**
 * Media as files under one folder, each at its key (DATA_DIR/uploads by
 * default): the layout the server always had, so existing data keeps working.
 * The file's extension is its content type.
 */
export function diskMediaStore(folder: string): MediaStore {
  const root = resolve(folder);
  mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => join(root, checkedKey(key));

  return {
    folder: root,

    async put(key, bytes, contentType) {
      const path = pathOf(key);
      if (contentTypeOf(key) !== contentType) {
        throw new Error(`${key}: a file named so is not served as ${contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed, so a reader never gets half a picture.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },

    async get(key) {
      const path = pathOf(key);
      try {
        return mediaObject(await readFile(path), contentTypeOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      const path = pathOf(key);
      try {
        return (await stat(path)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  // ENOTDIR: a folder of the key is a file, so no file is at the key either; EISDIR: a folder is.
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
