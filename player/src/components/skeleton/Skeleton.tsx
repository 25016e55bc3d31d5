import styles from './Skeleton.module.css';

/** A grey placeholder of the size of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height = 16 }: { width?: string; height?: number }) {
  return <span class={styles.block} style={{ width, height: `${height}px` }} aria-hidden="true" />;
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
