import { useEffect, useState } from 'preact/hooks';

/**
 * Seconds left of a countdown the server gave (remaining_sec), counted on the page's
 * monotonic clock from when its answer arrived, whatever the phone's clock says.
 * The render that brings a new value shows that value itself, not the count of the
 * one before (none while loading): an open challenge was drawn closed for a frame,
 * then grew, and a tap aimed at Share landed on Play.
 */
export function useCountdown(remainingSec: number | undefined): number {
  const [count, setCount] = useState({ of: remainingSec, left: remainingSec ?? 0 });
  useEffect(() => {
    if (remainingSec === undefined) return;
    const start = performance.now();
    const tick = () =>
      setCount({
        of: remainingSec,
        left: Math.max(0, Math.ceil(remainingSec - (performance.now() - start) / 1000)),
      });
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [remainingSec]);
  return count.of === remainingSec ? count.left : (remainingSec ?? 0);
}
