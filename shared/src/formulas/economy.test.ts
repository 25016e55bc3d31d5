import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, DEFAULT_SETTINGS } from '../constants/business';
import {
  challengeHouseResult,
  creditPriceRange,
  economyProblems,
  houseByPack,
  soloHouseResult,
} from './economy';

const PACKS = Object.values(CREDIT_PACKS);

describe('creditPriceRange', () => {
  it('spans the packs from the premium price to the single credit', () => {
    expect(creditPriceRange(100, PACKS)).toEqual({ cheapest: 80, dearest: 100 });
    expect(creditPriceRange(100, [])).toEqual({ cheapest: 100, dearest: 100 });
  });
});

describe('soloHouseResult', () => {
  const settings = {
    gain_unit: 50,
    solo_units: 1,
    solo_win_gain_multiplicator: 2,
    unit_price: 100,
  };

  it('is the price of the credits less the reward times the chance of winning', () => {
    expect(soloHouseResult(settings, 100, 0.5)).toBe(50);
    expect(soloHouseResult(settings, 80, 1)).toBe(-20);
  });
});

describe('challengeHouseResult', () => {
  it('keeps what the stakes cost above their worth in the pot, whatever the number of players', () => {
    expect(challengeHouseResult(2, 1, 50, 100)).toEqual({
      paid: 200,
      pot: 100,
      house: 100,
      houseShare: 0.5,
    });
    expect(challengeHouseResult(5, 2, 50, 80)).toEqual({
      paid: 800,
      pot: 500,
      house: 300,
      houseShare: 0.375,
    });
    expect(challengeHouseResult(0, 1, 50, 80).houseShare).toBe(0);
  });
});

describe('economyProblems', () => {
  it('finds none in the default settings and packs', () => {
    expect(economyProblems(DEFAULT_SETTINGS, PACKS)).toEqual([]);
  });

  it('refuses a solo that pays a perfect player more than the cheapest credits cost', () => {
    const generous = { ...DEFAULT_SETTINGS, solo_win_gain_multiplicator: 2 };
    expect(economyProblems(generous, PACKS)).toEqual(['solo_reward_above_price']);
  });

  it('refuses a credit that counts more in a pot than it costs', () => {
    const rich = { ...DEFAULT_SETTINGS, gain_unit: 90, solo_win_gain_multiplicator: 0 };
    expect(economyProblems(rich, PACKS)).toEqual(['gain_unit_above_price']);
  });

  it('holds for two accounts staking against each other, and for converted gains', () => {
    // Both stakes bought at the cheapest price, the whole pot won by one of them.
    const { cheapest } = creditPriceRange(DEFAULT_SETTINGS.unit_price, PACKS);
    const collusion = challengeHouseResult(2, 10, DEFAULT_SETTINGS.gain_unit, cheapest);
    expect(collusion.pot).toBeLessThan(collusion.paid);
    // Gains converted into credits pay the same pack prices, so a converted credit is worth gain_unit again.
    expect(DEFAULT_SETTINGS.gain_unit).toBeLessThan(cheapest);
  });
});

describe('houseByPack', () => {
  it("gives docs/economy.md's figures for the defaults, pack by pack", () => {
    expect(houseByPack(DEFAULT_SETTINGS, PACKS)).toEqual([
      {
        code: 'single',
        creditPrice: 100,
        soloHouse: 50,
        soloHouseShare: 0.5,
        challengeHouseShare: 0.5,
      },
      {
        code: 'basic',
        creditPrice: 95,
        soloHouse: 45,
        soloHouseShare: 45 / 95,
        challengeHouseShare: 45 / 95,
      },
      {
        code: 'normal',
        creditPrice: 90,
        soloHouse: 40,
        soloHouseShare: 40 / 90,
        challengeHouseShare: 40 / 90,
      },
      {
        code: 'premium',
        creditPrice: 80,
        soloHouse: 30,
        soloHouseShare: 0.375,
        challengeHouseShare: 0.375,
      },
    ]);
  });

  it('follows a change of the gain unit: a higher one leaves the house less', () => {
    const [premium] = houseByPack({ ...DEFAULT_SETTINGS, gain_unit: 70 }, [CREDIT_PACKS.premium]);
    expect(premium).toMatchObject({ creditPrice: 80, soloHouse: 10, challengeHouseShare: 0.125 });
  });
});
