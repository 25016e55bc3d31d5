import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ErrorScreen } from '../components/error-screen/ErrorScreen';
import { MainLoader } from '../components/loader/Loader';

export interface LazyView<P> {
  (props: P): JSX.Element;
  /** Starts downloading the view's code, e.g. at boot for the first screen. */
  preload(): Promise<unknown>;
}

/**
 * A view whose code is downloaded the first time it is shown (Preact without
 * compat has no lazy/Suspense). A failed download (a dropped mobile connection)
 * shows the something-wrong page with its refresh link, and is tried again next time.
 */
export function lazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** Shown while the code downloads; the main loader unless said otherwise. */
  Placeholder: ComponentType = MainLoader,
): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;

  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Lazy(props: P) {
    const [, setReady] = useState(loaded !== null);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      // Always subscribe: the code may have arrived between the first render and
      // this effect (preloaded at boot), and that render still shows the loader.
      let mounted = true;
      preload().then(
        () => mounted && setReady(true),
        () => mounted && setFailed(true),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (failed) return <ErrorScreen kind="somethingWrong" />;
    const View = loaded;
    return View ? <View {...props} /> : <Placeholder />;
  }
  Lazy.preload = preload;
  return Lazy;
}
