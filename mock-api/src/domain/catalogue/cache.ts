/**
 * A small time-bounded memo for the explore page's public reads, which every
 * visitor asks for and which change slowly. Entries live `ttlMs` at most, and
 * clear() drops everything at once after a write that changes the catalogue.
 * Concurrent misses share one pending load, so a burst of requests after an
 * expiry runs the query once. The number of keys is bounded: paging
 * parameters come from clients, and memory must not grow with them.
 */
export class TtlCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly maxEntries = 500) {}

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    this.entries.set(key, { expires: now + ttlMs, value });
    // A failed load is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
