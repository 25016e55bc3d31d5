import { describe, expect, it } from 'vitest';
import { formatCredits, formatMoney, formatNumber, groupDigits, normalizeSpaces } from './numbers';

describe('formatNumber', () => {
  it('shows values below 1000 plainly', () => {
    expect(formatNumber(0, 'fr')).toBe('0');
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(2.5, 'fr')).toBe('2,5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(-12, 'en')).toBe('-12');
  });

  it('groups 1000 to 1,000,000 inclusive with plain spaces in both languages', () => {
    expect(formatNumber(1000, 'fr')).toBe('1 000');
    expect(formatNumber(12500, 'en')).toBe('12 500');
    expect(formatNumber(1_000_000, 'fr')).toBe('1 000 000');
    expect(formatNumber(1_000_000, 'en')).toBe('1 000 000');
    expect(formatNumber(-5000, 'fr')).toBe('-5 000');
  });

  it('rounds to 2 decimals before choosing the form', () => {
    expect(formatNumber(999.999, 'en')).toBe('1 000');
    expect(formatNumber(1234.567, 'fr')).toBe('1 234,57');
  });

  it('compacts above 1,000,000 with up to 2 decimals', () => {
    expect(formatNumber(1_500_000, 'fr')).toBe('1,5 M');
    expect(formatNumber(1_500_000, 'en')).toBe('1.5M');
    expect(formatNumber(2_345_678, 'fr')).toBe('2,35 M');
    expect(formatNumber(2_345_678, 'en')).toBe('2.35M');
    expect(formatNumber(1_000_001, 'en')).toBe('1M');
    expect(formatNumber(12_345_678_901, 'en')).toBe('12.35B');
  });

  it('never contains no-break spaces', () => {
    expect(formatNumber(1_500_000, 'fr')).not.toMatch(/[\u00a0\u202f]/);
    expect(normalizeSpaces('1\u00a0000\u202fM')).toBe('1 000 M');
  });
});

describe('groupDigits', () => {
  it('groups by three from the right', () => {
    expect(groupDigits(1)).toBe('1');
    expect(groupDigits(123)).toBe('123');
    expect(groupDigits(1234)).toBe('1 234');
    expect(groupDigits(1234567)).toBe('1 234 567');
  });
});

describe('formatMoney', () => {
  it('shows exact whole francs with FCFA', () => {
    expect(formatMoney(500)).toBe('500 FCFA');
    expect(formatMoney(12500)).toBe('12 500 FCFA');
    expect(formatMoney(1_500_000)).toBe('1 500 000 FCFA');
    expect(formatMoney(99.6)).toBe('100 FCFA');
  });
});

describe('formatCredits', () => {
  it('shows x{n} up to 9 and +9 above', () => {
    expect(formatCredits(0)).toBe('x0');
    expect(formatCredits(9)).toBe('x9');
    expect(formatCredits(10)).toBe('+9');
    expect(formatCredits(250)).toBe('+9');
    expect(formatCredits(-1)).toBe('x0');
  });
});
