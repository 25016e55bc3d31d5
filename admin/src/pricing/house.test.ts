import type { Pricing } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import { houseChange } from './house';

const saved: Pricing = {
  unit_price: 100,
  gain_unit: 50,
  solo_units: 1,
  solo_win_gain_multiplicator: 1,
  solo_percentage_towin: 0.6,
  challenge_duration_sec: 86_400,
  single_units: 1,
  single_unit_reduction: 0,
  basic_units: 10,
  basic_unit_reduction: 5,
  normal_units: 25,
  normal_unit_reduction: 10,
  premium_units: 50,
  premium_unit_reduction: 20,
};

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
