import { describe, expect, it } from 'vitest';
import { gathered, gatheredByKey } from '../src/db/gathered';

/* Work asked in one turn of the event loop is made together (db/gathered.ts). */
describe('gathered work', () => {
  it('reads the keys asked in one turn with one load, each caller its own value', async () => {
    const loads: number[][] = [];
    const read = gatheredByKey(async (keys: number[]) => {
      loads.push(keys);
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, key * 10]));
    }, -1);
    const values = await Promise.all([read(1), read(2), read(2), read(3)]);
    expect(values).toEqual([10, 20, 20, -1]);
    expect(loads).toEqual([[1, 2, 3]]);
    // A later turn loads again: nothing is kept.
    expect(await read(1)).toBe(10);
    expect(loads).toEqual([[1, 2, 3], [1]]);
  });

  it('loads many keys in slices, and fails every caller of a failed load', async () => {
    const sizes: number[] = [];
    const read = gatheredByKey(async (keys: number[]) => {
      sizes.push(keys.length);
      return new Map(keys.map((key) => [key, key]));
    }, 0);
    const keys = Array.from({ length: 1200 }, (_, i) => i + 1);
    expect(await Promise.all(keys.map(read))).toEqual(keys);
    expect(sizes).toEqual([500, 500, 200]);
    const broken = gatheredByKey(async (): Promise<Map<number, number>> => {
      throw new Error('down');
    }, 0);
    const outcomes = await Promise.allSettled([broken(1), broken(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  });

  it('handles the items given in one turn together', async () => {
    const handled: string[][] = [];
    const give = gathered(async (items: string[]) => {
      handled.push(items);
    });
    await Promise.all([give('a'), give('b')]);
    await give('c');
    expect(handled).toEqual([['a', 'b'], ['c']]);
  });
});
