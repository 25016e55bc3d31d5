/** Random draws for the explore page; Math.random is enough, nothing rides on these. */

export function pickRandom<T>(pool: readonly T[]): T | undefined {
  return pool[Math.floor(Math.random() * pool.length)];
}

/** `count` distinct items of the pool in random order (a partial Fisher-Yates shuffle). */
export function sample<T>(pool: readonly T[], count: number): T[] {
  const items = [...pool];
  const wanted = Math.min(count, items.length);
  for (let i = 0; i < wanted; i++) {
    const j = i + Math.floor(Math.random() * (items.length - i));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items.slice(0, wanted);
}
