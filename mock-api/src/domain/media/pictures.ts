import type { StatusMessage } from '@quiz/shared/codes';
import { PICTURE_FORMATS } from '@quiz/shared/constants';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import { invalid } from '../errors';
import { ImageRejectedError, type ImageRule, type MediaLibrary } from './store';

/** What managers may send as pictures: read by their content, never by name. */
const FORMATS = PICTURE_FORMATS;

/**
 * The pictures of one form, stored as they are checked: a picture that is
 * no PNG, JPEG or WebP refuses the form on its field, and `discard` takes
 * back what was stored when the form is refused after all.
 */
export function formPictures(media: MediaLibrary, folder: string, refusal: StatusMessage) {
  const stored: string[] = [];
  return {
    async save(field: string, bytes: Buffer | undefined, size: ImageRule['size']) {
      if (!bytes) return null;
      try {
        const key = await media.saveImage(folder, bytes, { formats: FORMATS, size });
        stored.push(key);
        return key;
      } catch (error) {
        if (error instanceof ImageRejectedError)
          throw invalid(refusal, { [field]: M.picture_invalid });
        throw error;
      }
    },
    async discard() {
      for (const key of stored.splice(0)) await media.remove(key);
    },
  };
}

/** Runs a write with pictures stored before it: they go if it fails. */
export async function withPictures<T>(
  pictures: ReturnType<typeof formPictures>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await pictures.discard();
    throw error;
  }
}
