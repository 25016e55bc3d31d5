import { MAX_UPLOAD_BYTES, type PictureFormat } from '../constants/ui';
import { VALIDATION_MESSAGES as M } from './messages';

/** How many first bytes of a file say its format. */
export const PICTURE_HEAD_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);

/**
 * The format a file's first bytes announce (its signature), among those the
 * server takes; null for anything else, GIF and SVG included. The server
 * decodes the whole picture again: this only refuses early what it would.
 */
export function pictureFormatOf(head: Uint8Array): PictureFormat | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF, four bytes of length, then WEBP.
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * Why a picture a manager picks would be refused, by its size and its first
 * bytes (the server's own limits); null when it may be sent.
 */
export function pictureRefusal(size: number, head: Uint8Array): string | null {
  if (size > MAX_UPLOAD_BYTES) return M.too_large;
  return pictureFormatOf(head) ? null : M.picture_invalid;
}
