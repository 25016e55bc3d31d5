import styles from './Picture.module.css';

/** A stable hue (0-359) for a text. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * An image whose box is reserved before it loads (width and height give the
 * ratio), fetched only when near the screen: nothing jumps on slow networks and
 * nothing off-screen is downloaded. `eager` is for the first picture in view.
 */
export function Picture(props: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  class?: string;
  /** Text whose first letter stands in for a missing picture (the alt is often empty). */
  initialOf?: string;
}) {
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
  return (
    <img
      class={`${styles.picture} ${props.class ?? ''}`}
      src={props.src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ aspectRatio: ratio }}
    />
  );
}
