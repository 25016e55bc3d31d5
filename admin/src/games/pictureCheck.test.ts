import { MAX_UPLOAD_BYTES } from '@quiz/shared/constants';
import { describe, expect, it } from 'vitest';
import { checkPicture } from './pictureCheck';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe1];

/** A file of `size` bytes starting with `head`, under a name that says nothing of its content. */
const file = (head: number[], size: number, name: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type: 'image/png' });
};

describe('a picture checked as it is picked', () => {
  it('takes a phone photo under the limit, by its content whatever its name', async () => {
    expect(await checkPicture(file(JPEG_HEAD, 2000, 'IMG_2034.JPG'))).toBeNull();
    expect(await checkPicture(file(PNG_HEAD, 64, 'no-extension'))).toBeNull();
    expect(await checkPicture(file(JPEG_HEAD, MAX_UPLOAD_BYTES, 'big.jpg'))).toBeNull();
  });

  it('refuses a file over the server limit', async () => {
    expect(await checkPicture(file(JPEG_HEAD, MAX_UPLOAD_BYTES + 1, 'huge.jpg'))).toBe(
      'validation.too_large',
    );
  });

  it('refuses what is no PNG, JPEG or WebP, even named .png', async () => {
    const text = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'flag.png');
    expect(await checkPicture(text)).toBe('validation.picture_invalid');
    const gif = file([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 100, 'anim.png');
    expect(await checkPicture(gif)).toBe('validation.picture_invalid');
    expect(await checkPicture(new File([], 'empty.png'))).toBe('validation.picture_invalid');
  });
});
