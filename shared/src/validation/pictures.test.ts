import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants/ui';
import { pictureFormatOf, pictureRefusal } from './pictures';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF');
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBP');

describe('a picture read by its first bytes', () => {
  it('knows the formats the server takes, whatever the name', () => {
    expect(pictureFormatOf(PNG)).toBe('png');
    expect(pictureFormatOf(JPEG)).toBe('jpeg');
    expect(pictureFormatOf(WEBP)).toBe('webp');
  });

  it('refuses GIF, SVG, other RIFF files, text and empty files', () => {
    expect(pictureFormatOf(bytes('GIF89a', 1, 0, 1, 0))).toBeNull();
    expect(pictureFormatOf(bytes('<svg xmlns="'))).toBeNull();
    expect(pictureFormatOf(bytes('RIFF', 0x24, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(pictureFormatOf(bytes('%PDF-1.7'))).toBeNull();
    expect(pictureFormatOf(new Uint8Array())).toBeNull();
    // A PNG signature cut short is no PNG.
    expect(pictureFormatOf(PNG.slice(0, 5))).toBeNull();
  });

  it('refuses a picture over the upload limit, then one of another format', () => {
    expect(pictureRefusal(MAX_UPLOAD_BYTES, JPEG)).toBeNull();
    expect(pictureRefusal(MAX_UPLOAD_BYTES + 1, JPEG)).toBe('validation.too_large');
    expect(pictureRefusal(100, bytes('GIF89a'))).toBe('validation.picture_invalid');
  });
});
