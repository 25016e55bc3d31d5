import { PICTURE_WIDTHS, type PictureWidth } from '../constants/ui';

/**
 * The address of a picture at one of the served widths (the picture itself when
 * smaller). The server draws every picture it keeps at these widths as WebP, an
 * SVG included.
 */
export function pictureAt(src: string, width: PictureWidth): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
}

/** The `srcset` of a picture at every served width. */
export function pictureSrcset(src: string): string {
  return PICTURE_WIDTHS.map((width) => `${pictureAt(src, width)} ${width}w`).join(', ');
}

const LARGEST = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] as PictureWidth;

/** The smallest served width that fills `cssWidth` pixels at the screen's `density`. */
export function pictureWidthFor(cssWidth: number, density = 1): PictureWidth {
  const needed = cssWidth * density;
  return PICTURE_WIDTHS.find((width) => width >= needed) ?? LARGEST;
}
