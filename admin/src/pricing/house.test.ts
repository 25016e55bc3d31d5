import { DEFAULT_PRICING } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import { houseChange } from './house';

const saved = DEFAULT_PRICING;

describe('houseChange', () => {
  it("shows the house's share pack by pack before and after a new gain unit", () => {
    const change = houseChange(saved, { ...saved, gain_unit: 60 });
    expect(
      change?.map(({ code, before, after }) => [code, before.soloHouse, after.soloHouse]),
    ).toEqual([
      ['single', 50, 40],
      ['basic', 45, 35],
      ['normal', 40, 30],
      ['premium', 30, 20],
    ]);
    expect(change?.[3]).toMatchObject({
      before: { challengeHouseShare: 0.375 },
      after: { creditPrice: 80, challengeHouseShare: 0.25 },
    });
  });

  it('reads the values as the form holds them, numbers as text included', () => {
    expect(houseChange(saved, { ...saved, unit_price: '120' })?.[0]?.after.creditPrice).toBe(120);
  });

  it('shows nothing for values the rules refuse', () => {
    expect(houseChange(saved, { ...saved, gain_unit: 90 })).toBeNull();
    expect(houseChange(saved, { ...saved, unit_price: '' })).toBeNull();
  });
});
