import { describe, expect, it } from 'vitest';
import { pictureAt, pictureSrcset, pictureWidthFor } from './picture';

describe('pictures at the width of their slot', () => {
  it('asks the server for a raster picture at a served width', () => {
    expect(pictureAt('/media/games/a.webp', 192)).toBe('/media/games/a.webp?w=192');
    expect(pictureAt('https://cdn.example/m/a.webp?v=2', 96)).toBe(
      'https://cdn.example/m/a.webp?v=2&w=96',
    );
  });

  it('asks for an SVG at a served width too: the server draws it as WebP', () => {
    expect(pictureAt('/media/seed/games/ndole.svg', 96)).toBe('/media/seed/games/ndole.svg?w=96');
    expect(pictureSrcset('/media/seed/games/ndole.svg')).toContain(
      '/media/seed/games/ndole.svg?w=768 768w',
    );
  });

  it('lists every served width in the srcset', () => {
    expect(pictureSrcset('/media/p/a.webp')).toBe(
      '/media/p/a.webp?w=96 96w, /media/p/a.webp?w=192 192w, /media/p/a.webp?w=384 384w, /media/p/a.webp?w=768 768w',
    );
  });

  it('picks the smallest width that fills the slot at the screen density', () => {
    expect(pictureWidthFor(72)).toBe(96);
    expect(pictureWidthFor(72, 2)).toBe(192);
    expect(pictureWidthFor(640, 2)).toBe(768);
    expect(pictureWidthFor(44, 1)).toBe(96);
  });
});
