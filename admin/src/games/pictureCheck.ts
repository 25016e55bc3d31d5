import { PICTURE_HEAD_BYTES, pictureRefusal } from '@quiz/shared/validation';

/**
 * Why a picked picture would be refused by the server (over its size limit, or
 * not a PNG, JPEG or WebP by its first bytes, whatever its name says); null
 * when it may be sent. Read at once, so the field says it before anything is sent.
 */
export async function checkPicture(file: Blob): Promise<string | null> {
  if (file.size === 0) return pictureRefusal(0, new Uint8Array());
  try {
    const head = new Uint8Array(await file.slice(0, PICTURE_HEAD_BYTES).arrayBuffer());
    return pictureRefusal(file.size, head);
  } catch {
    // A file the browser cannot read (moved, or taken away) cannot be sent either.
    return pictureRefusal(file.size, new Uint8Array());
  }
}
