import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MediaStore, mediaStore } from '../domain/media/store';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

/** Largest upload accepted; pictures are shrunk on arrival anyway. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Multipart bodies (limited in size and count) and the media store they feed. */
export default fp<{ mediaDir: string }>(
  async (app: FastifyInstance, { mediaDir }) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 12, fields: 50, fieldSize: 100_000, parts: 70 },
      throwFileSizeLimit: true,
    });
    app.decorate('media', mediaStore(mediaDir));
  },
  { name: 'uploads' },
);
