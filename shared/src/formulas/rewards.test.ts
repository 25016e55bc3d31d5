import { describe, expect, it } from 'vitest';
import {
  challengeStake,
  challengeWinningsActive,
  gainPerWinner,
  houseRemainder,
  isSoloWin,
  packPrice,
  packUnitPrice,
  soloReward,
  soloWinTarget,
  totalPlayTime,
} from './rewards';

describe('soloReward', () => {
  it('multiplies gain unit, solo units and multiplicator', () => {
    expect(soloReward(50, 1, 2)).toBe(100);
    expect(soloReward(50, 3, 2)).toBe(300);
    expect(soloReward(50, 1, 0)).toBe(0);
  });

  it('refuses fractions and negatives (money is integer)', () => {
    expect(() => soloReward(50.5, 1, 2)).toThrow(RangeError);
    expect(() => soloReward(50, -1, 2)).toThrow(RangeError);
  });
});

describe('soloWinTarget and isSoloWin', () => {
  it('rounds up so the percentage is always reached', () => {
    expect(soloWinTarget(10, 0.6)).toBe(6);
    expect(soloWinTarget(7, 0.6)).toBe(5); // 4.2 -> 5
    expect(soloWinTarget(5, 0.5)).toBe(3); // 2.5 -> 3
    expect(soloWinTarget(0, 0.6)).toBe(0);
    expect(soloWinTarget(10, 1)).toBe(10);
  });

  it('absorbs floating-point noise', () => {
    expect(100 * 0.07).toBeGreaterThan(7);
    expect(soloWinTarget(100, 0.07)).toBe(7);
  });

  it('takes the percentage as a fraction', () => {
    expect(() => soloWinTarget(10, 60)).toThrow(RangeError);
    expect(() => soloWinTarget(10, -0.1)).toThrow(RangeError);
  });

  it('wins exactly from the target on', () => {
    expect(isSoloWin(5, 7, 0.6)).toBe(true);
    expect(isSoloWin(4, 7, 0.6)).toBe(false);
    expect(isSoloWin(7, 7, 0.6)).toBe(true);
  });
});

describe('totalPlayTime', () => {
  it('is questions times seconds per question', () => {
    expect(totalPlayTime(10, 20)).toBe(200);
    expect(totalPlayTime(0, 20)).toBe(0);
  });
});

describe('challenge amounts', () => {
  it('stake is energy times gain unit', () => {
    expect(challengeStake(3, 50)).toBe(150);
  });

  it('active winnings count the viewer as one more participant', () => {
    expect(challengeWinningsActive(0, 1, 50)).toBe(50);
    expect(challengeWinningsActive(4, 2, 50)).toBe(500);
  });

  it('splits the pot with integer division, the remainder to the house', () => {
    expect(gainPerWinner(1000, 4)).toBe(250);
    expect(gainPerWinner(1000, 3)).toBe(333);
    expect(houseRemainder(1000, 3)).toBe(1);
    expect(houseRemainder(1000, 4)).toBe(0);
  });

  it('pays nobody when there is no winner', () => {
    expect(gainPerWinner(1000, 0)).toBe(0);
    expect(houseRemainder(1000, 0)).toBe(1000);
  });
});

describe('pack prices', () => {
  it('takes the reduction off each unit', () => {
    expect(packUnitPrice(100, 0)).toBe(100);
    expect(packUnitPrice(100, 20)).toBe(80);
    expect(packPrice(10, 100, 5)).toBe(950);
    expect(packPrice(60, 100, 20)).toBe(4800);
  });

  it('never gives a negative price', () => {
    expect(packUnitPrice(10, 20)).toBe(0);
  });
});
