import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@quiz/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MediaLibrary, mediaLibrary } from '../domain/media/store';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** pictures sent by users, kept in the media store */
    media: MediaLibrary;
  }
}

/**
 * The bytes of an uploaded file, refused with 413 and the field's too_large
 * error when it is over MAX_UPLOAD_BYTES. The parser stops a file at the limit
 * and marks it truncated, but toBuffer() only looks at that mark when a piece
 * arrives after it: when the pieces end exactly at the limit, it answers the
 * first MAX_UPLOAD_BYTES as if they were the whole file. So the mark is read
 * here once the file is read.
 */
export async function uploadedBytes(part: MultipartFile): Promise<Buffer> {
  const tooLarge = () =>
    new ApiError(413, 'BAD', { errors: { [part.fieldname]: 'validation.too_large' } });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

/** Multipart bodies (limited in size and count) and the media library they feed. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 12, fields: 50, fieldSize: 100_000, parts: 70 },
      throwFileSizeLimit: true,
    });
    app.decorate('media', mediaLibrary(app.mediaStore));
  },
  { name: 'uploads', dependencies: ['database'] },
);
