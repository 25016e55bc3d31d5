import { useEffect, useState } from 'preact/hooks';

/**
 * A tiny observable value: the app has a handful of global states (session,
 * language, theme), too few to pay for a state library on slow networks.
 */
export interface Store<T> {
  get(): T;
  set(update: Partial<T> | ((state: T) => T)): void;
  subscribe(listener: (state: T) => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<(state: T) => void>();
  return {
    get: () => state,
    set(update) {
      state = typeof update === 'function' ? update(state) : { ...state, ...update };
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The selected part of a store; the component renders again only when it changes. */
export function useStore<T, S>(store: Store<T>, select: (state: T) => S): S {
  const [value, setValue] = useState(() => select(store.get()));
  useEffect(() => {
    // The store may have moved between the first render and this effect.
    setValue(() => select(store.get()));
    return store.subscribe((state) => setValue(() => select(state)));
  }, [store]);
  return value;
}
