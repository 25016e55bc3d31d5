import { PICTURE_WIDTHS, type PictureWidth } from '../constants/ui';

/** Whether the server scales this picture: raster pictures do; an SVG already fits any width. */
export const isScaled = (src: string) => !/\.svg(?:$|\?)/i.test(src);

/** The address of a picture at one of the served widths (the picture itself when smaller). */
export function pictureAt(src: string, width: PictureWidth): string {
  return isScaled(src) ? `${src}${src.includes('?') ? '&' : '?'}w=${width}` : src;
}

/** The `srcset` of a picture at every served width, none for an SVG. */
export function pictureSrcset(src: string): string | undefined {
  if (!isScaled(src)) return undefined;
  return PICTURE_WIDTHS.map((width) => `${pictureAt(src, width)} ${width}w`).join(', ');
}

const LARGEST = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] as PictureWidth;

/** The smallest served width that fills `cssWidth` pixels at the screen's `density`. */
export function pictureWidthFor(cssWidth: number, density = 1): PictureWidth {
  const needed = cssWidth * density;
  return PICTURE_WIDTHS.find((width) => width >= needed) ?? LARGEST;
}
