import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@quiz/shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { multipartFile, sendInPieces } from './helpers/multipart';

const MB = 1024 * 1024;
const url = '/api/me/?index=profile_picture&field=profile';
const tooLarge = { status_message: 'BAD', errors: { profile_pic: 'validation.too_large' } };

/**
 * A real picture padded to `bytes`: decoders stop at its end, so any first
 * part of it that holds the picture would be stored as a valid image.
 */
async function paddedPicture(bytes: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#0b7a3e' },
  })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(bytes - png.length, 7)]);
}

describe('the profile picture size limit', () => {
  let t: TestApp;
  let access: string;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ access } = await newPlayer(t.app, 'big-picture@example.cm'));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const unchanged = async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(access) });
    expect(me.json().profile_pic).toBeNull();
    const stored = await readdir(join(t.config.DATA_DIR, 'uploads', 'profiles')).catch(() => []);
    expect(stored).toEqual([]);
  };

  it.each([20, 60])('refuses %i MB every time, arriving in one piece', async (size) => {
    const upload = multipartFile(
      'profile_pic',
      'big.png',
      'image/png',
      await paddedPicture(size * MB),
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: { ...bearer(access), ...upload.headers },
        payload: upload.payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(tooLarge);
      await unchanged();
    }
  });

  it.each([20, 60])(
    'refuses %i MB every time, arriving in pieces that end exactly at the limit',
    async (size) => {
      const upload = multipartFile(
        'profile_pic',
        'big.png',
        'image/png',
        await paddedPicture(size * MB),
      );
      for (let attempt = 0; attempt < 3; attempt++) {
        // 64 KiB pieces: the limit (a multiple of them) falls between two pieces.
        const res = await sendInPieces(
          `${base}${url}`,
          { ...bearer(access), ...upload.headers },
          upload.payload,
          {
            piece: 64 * 1024,
            pacedBytes: MAX_UPLOAD_BYTES + 2 * 64 * 1024,
          },
        );
        expect(res.status).toBe(413);
        expect(res.json).toEqual(tooLarge);
        await unchanged();
      }
    },
  );

  it('still takes a picture of exactly the limit', async () => {
    const upload = multipartFile(
      'profile_pic',
      'ok.png',
      'image/png',
      await paddedPicture(MAX_UPLOAD_BYTES),
    );
    const res = await sendInPieces(
      `${base}${url}`,
      { ...bearer(access), ...upload.headers },
      upload.payload,
      {
        piece: 64 * 1024,
        pacedBytes: MAX_UPLOAD_BYTES,
      },
    );
    expect(res.status).toBe(200);
    expect(String((res.json.profile as { profile_pic: string }).profile_pic)).toMatch(
      /^\/media\/profiles\//,
    );
  });
});
