import type { ReadVersions } from './signed-in';

/** What a kept read depends on, among the versions read with the login. */
export type ReadScope = keyof ReadVersions;

/** The versions of `scopes`, as one text a kept read is compared by. */
export function stampOf(versions: ReadVersions, ...scopes: ReadScope[]): string {
  return scopes.map((scope) => versions[scope]).join(':');
}

/**
 * Reads of a player's screens kept in memory, each under the versions it was
 * read at. A read is answered again only while the versions read with the
 * login of the call are the same: any committed write to what it shows, on
 * any instance, changed them (migration 0027), so a kept read is never older
 * than the last commit that concerned it. Clearing kept reads through the
 * event bus instead would leave a window: between a commit on one instance
 * and its NOTIFY reaching another, the other would still answer what the
 * commit changed (a cash-out already placed, a friend already gone). The
 * versions cost no round trip of their own: they come with the token check
 * that every signed-in call makes. A write during a load makes the load's
 * versions old at once: what it read is never answered under newer ones.
 *
 * Concurrent misses under the same versions share one load; a failed load is
 * not kept. The number of reads kept is bounded, the oldest read going
 * first (a hit leaves the order alone: it is the hot path).
 */
export class ReadCache {
  private readonly entries = new Map<string, { stamp: string; value: Promise<unknown> }>();

  constructor(private readonly maxEntries = 5_000) {}

  get<T>(key: string, stamp: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit?.stamp === stamp) return hit.value as Promise<T>;
    // A read again goes last; Maps iterate in insertion order: the first key is the oldest read.
    if (hit) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    const entry = { stamp, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size() {
    return this.entries.size;
  }
}
