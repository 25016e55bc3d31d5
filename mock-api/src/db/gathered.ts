/*
 * Work asked in one turn of the event loop, made together: one statement for
 * many callers, as when thousands of plays end at once and each socket
 * builds its player's score.
 */

/** Keys loaded at most by one statement: lists of values stay well within both databases' limits. */
const KEYS_A_LOAD = 500;

/**
 * A reader of one value by key, whose keys asked in one turn are read
 * together by `load` (the values found, by key); a key it does not answer
 * gets `missing`.
 */
export function gatheredByKey<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, missing: V) {
  let keys = new Set<K>();
  let pending: Promise<Map<K, V>> | null = null;
  async function loadAll(): Promise<Map<K, V>> {
    const taken = [...keys];
    keys = new Set();
    pending = null;
    const all = new Map<K, V>();
    for (let start = 0; start < taken.length; start += KEYS_A_LOAD) {
      for (const [key, value] of await load(taken.slice(start, start + KEYS_A_LOAD))) {
        all.set(key, value);
      }
    }
    return all;
  }
  return async (key: K): Promise<V> => {
    keys.add(key);
    pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(loadAll);
    const loaded = await pending;
    return loaded.has(key) ? (loaded.get(key) as V) : missing;
  };
}

/** Items given in one turn, handled together; each giver's promise settles with the whole. */
export function gathered<T>(handle: (items: T[]) => Promise<void>) {
  let items: T[] = [];
  let flush: Promise<void> | null = null;
  return (item: T): Promise<void> => {
    items.push(item);
    flush ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const taken = items;
      items = [];
      flush = null;
      return handle(taken);
    });
    return flush;
  };
}
