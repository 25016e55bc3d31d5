import styles from './Skeleton.module.css';

/**
 * A grey placeholder of the size of what is loading, so nothing jumps when it
 * arrives: `height` px high, or as high as `ratio` (a picture's width / height) makes it.
 */
export function Skeleton({
  width = '100%',
  height = 16,
  ratio,
}: {
  width?: string;
  height?: number;
  ratio?: string;
}) {
  const size = ratio ? { width, aspectRatio: ratio } : { width, height: `${height}px` };
  return <span class={styles.block} style={size} aria-hidden="true" />;
}

/** Placeholder grid of game cards. */
export function CardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div class={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} class={`${styles.block} ${styles.card}`} />
      ))}
    </div>
  );
}
