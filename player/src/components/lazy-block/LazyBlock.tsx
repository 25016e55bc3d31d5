import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** How far below the screen a block starts loading: about one phone screen ahead. */
const AHEAD = '600px';

/**
 * Renders its children once it comes near the screen, so the requests and
 * images of the lower blocks wait until the player scrolls towards them.
 * `minHeight` keeps the page's length stable meanwhile.
 */
export function LazyBlock(props: { minHeight: number; children: ComponentChildren }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} style={near ? undefined : { minHeight: `${props.minHeight}px` }}>
      {near && props.children}
    </div>
  );
}
