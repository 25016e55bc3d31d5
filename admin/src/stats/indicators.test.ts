import { describe, expect, it } from 'vitest';
import { AMOUNTS, change, ENTITIES, STOCKS } from './indicators';

describe('statistics indicators', () => {
  it('lists every figure of the spec once, in its order', () => {
    const listed = ENTITIES.flatMap((group) => group.indicators);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toHaveLength(30);
    expect(listed.slice(0, 2)).toEqual(['to_cashout', 'credits_on']);
    expect(listed.at(-1)).toBe('challenges_social_sharing');
    for (const indicator of [...AMOUNTS, ...STOCKS]) expect(listed).toContain(indicator);
  });

  it('says how a figure moved, in percent only when there was one before', () => {
    expect(change(15, 10)).toEqual({ difference: 5, percent: 50 });
    expect(change(2, 3)).toEqual({ difference: -1, percent: -33 });
    expect(change(4, 0)).toEqual({ difference: 4 });
    expect(change(0, 0)).toEqual({ difference: 0 });
  });
});
