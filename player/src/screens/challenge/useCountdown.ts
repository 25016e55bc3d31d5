import { useEffect, useState } from 'preact/hooks';

/**
 * Seconds left of a countdown the server gave (remaining_sec), counted on the page's
 * monotonic clock from when its answer arrived, whatever the phone's clock says.
 */
export function useCountdown(remainingSec: number | undefined): number {
  const [left, setLeft] = useState(remainingSec ?? 0);
  useEffect(() => {
    if (remainingSec === undefined) return;
    const start = performance.now();
    const tick = () =>
      setLeft(Math.max(0, Math.ceil(remainingSec - (performance.now() - start) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [remainingSec]);
  return left;
}
