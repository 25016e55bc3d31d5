import { pictureAt, pictureSrcset, pictureWidthFor } from '@quiz/shared/format';
import { dataSaver } from '../../lib/data-saver';
import styles from './Picture.module.css';

/** The `sizes` of a picture as wide as the page (`.page`: at most 960 px). */
export const PAGE_WIDE = '(max-width: 960px) 100vw, 960px';

/** A stable hue (0-359) for a text. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * An image whose box is reserved before it loads (width and height give the
 * ratio), fetched only when near the screen: nothing jumps on slow networks and
 * nothing off-screen is downloaded. `eager` is for the first picture in view;
 * `priority` for the largest one of the first screen, whose paint is the page's
 * largest: fetched before the pictures and scripts that would share its bandwidth.
 */
export function Picture(props: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  priority?: boolean;
  class?: string;
  /** Text whose first letter stands in for a missing picture (the alt is often empty). */
  initialOf?: string;
  /** The slot's width where the box is fluid (its CSS says so): `width` px otherwise. */
  sizes?: string;
  /**
   * Dropped under data saver. Decorative: a picture that tells nothing the text
   * beside it does not (explore's badge showcase, ads). Covers and avatars tell
   * the games and people apart at a glance: they stay, at the small width.
   */
  decorative?: boolean;
}) {
  const saving = dataSaver.on;
  if (saving && props.decorative) return null;
  const ratio = `${props.width} / ${props.height}`;
  if (!props.src) {
    // No picture: the text's first letter on a colour drawn from the text, same size,
    // so a list of covers-to-come still tells its items apart.
    const text = (props.initialOf ?? props.alt).trim();
    return (
      <span
        class={`${styles.empty} ${props.class ?? ''}`}
        style={{ aspectRatio: ratio, '--hue': hueOf(text) }}
        aria-hidden="true"
      >
        <span class={styles.letter}>{text.charAt(0).toUpperCase()}</span>
      </span>
    );
  }
  // The browser picks the smallest width that fills the slot at its density;
  // data saver asks for one width at density 1, the src a browser without srcset takes at 2.
  const srcset = saving ? undefined : pictureSrcset(props.src);
  return (
    <img
      class={`${styles.picture} ${props.class ?? ''}`}
      src={pictureAt(props.src, pictureWidthFor(props.width, saving ? 1 : 2))}
      srcset={srcset}
      sizes={srcset && (props.sizes ?? `${props.width}px`)}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager || props.priority ? 'eager' : 'lazy'}
      fetchpriority={props.priority ? 'high' : undefined}
      decoding="async"
      style={{ aspectRatio: ratio }}
    />
  );
}
