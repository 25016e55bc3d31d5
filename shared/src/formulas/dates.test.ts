import { describe, expect, it } from 'vitest';
import { ageOn, compareDateParts, isOldEnough, isValidCalendarDate } from './dates';

describe('isValidCalendarDate', () => {
  it('accepts real days', () => {
    expect(isValidCalendarDate({ day: 31, month: 1, year: 2000 })).toBe(true);
    expect(isValidCalendarDate({ day: 29, month: 2, year: 2024 })).toBe(true);
    expect(isValidCalendarDate({ day: 29, month: 2, year: 2000 })).toBe(true);
  });

  it('refuses impossible days', () => {
    expect(isValidCalendarDate({ day: 31, month: 2, year: 2024 })).toBe(false);
    expect(isValidCalendarDate({ day: 29, month: 2, year: 2023 })).toBe(false);
    expect(isValidCalendarDate({ day: 29, month: 2, year: 1900 })).toBe(false);
    expect(isValidCalendarDate({ day: 31, month: 4, year: 2024 })).toBe(false);
    expect(isValidCalendarDate({ day: 0, month: 4, year: 2024 })).toBe(false);
    expect(isValidCalendarDate({ day: 1, month: 13, year: 2024 })).toBe(false);
    expect(isValidCalendarDate({ day: 1.5, month: 1, year: 2024 })).toBe(false);
  });
});

describe('ageOn and isOldEnough', () => {
  const now = new Date(2024, 5, 15); // 15 June 2024

  it('counts a birthday on the day itself', () => {
    expect(ageOn({ day: 15, month: 6, year: 2006 }, now)).toBe(18);
    expect(isOldEnough({ day: 15, month: 6, year: 2006 }, 18, now)).toBe(true);
  });

  it('is one less the day before the birthday', () => {
    expect(ageOn({ day: 16, month: 6, year: 2006 }, now)).toBe(17);
    expect(ageOn({ day: 1, month: 7, year: 2006 }, now)).toBe(17);
    expect(isOldEnough({ day: 16, month: 6, year: 2006 }, 18, now)).toBe(false);
  });
});

describe('compareDateParts', () => {
  it('orders by year, month, then day', () => {
    expect(
      compareDateParts({ day: 1, month: 1, year: 2024 }, { day: 2, month: 1, year: 2024 }),
    ).toBeLessThan(0);
    expect(
      compareDateParts({ day: 1, month: 2, year: 2024 }, { day: 31, month: 1, year: 2024 }),
    ).toBeGreaterThan(0);
    expect(
      compareDateParts({ day: 5, month: 5, year: 2023 }, { day: 1, month: 1, year: 2024 }),
    ).toBeLessThan(0);
    expect(
      compareDateParts({ day: 5, month: 5, year: 2024 }, { day: 5, month: 5, year: 2024 }),
    ).toBe(0);
  });
});
