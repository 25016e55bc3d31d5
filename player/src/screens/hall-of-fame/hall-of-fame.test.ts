import { describe, expect, it } from 'vitest';
import { belowPodium, type FameEntry } from './HallOfFame';

describe('hall of fame', () => {
  it('lists only the ranks below the podium', () => {
    const entries = [1, 2, 3, 4, 5].map((rank) => ({ rank, user: { id: rank } }) as FameEntry);
    expect(belowPodium(entries).map((entry) => entry.rank)).toEqual([4, 5]);
  });
});
