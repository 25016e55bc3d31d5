import { describe, expect, it } from 'vitest';
import { packPrice } from '../formulas/rewards';
import {
  AD_SPACE_IDS,
  AD_SPACES,
  BIRTH_YEAR_MIN,
  CASHOUT_MIN_GAINS,
  CHALLENGE_ENERGY_MIN,
  CODE_NOT_REQUIRED,
  COUNTRY,
  CREDIT_PACKS,
  CREDITS_COUNTER_CAP,
  CURRENCY,
  DEFAULT_SETTINGS,
  ENABLED_PAYMENT_METHODS,
  GENDERS,
  LANGUAGES,
  MAX_LENGTHS,
  MIN_PLAYER_AGE,
  MIN_TITLE_LENGTH,
  normalizePackCode,
  normalizePaymentMethod,
  OTP_MAX_RESENDS,
  OTP_MAX_TRIES,
  OTP_READ_TIMEOUT_MS,
  OTP_VALIDITY_MS,
  PAGE_SIZES,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  SOCKET_RECONNECT_ATTEMPTS,
  STORAGE_KEYS,
  TOKEN_REFRESH_MARGIN_MS,
  TRUNCATION,
  VERIFICATION_CODE_LENGTH,
} from './index';

describe('session and identity constants', () => {
  it('match spec section 9', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(1000);
    expect(OTP_READ_TIMEOUT_MS).toBe(60_000);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([6, 16]);
    expect(BIRTH_YEAR_MIN).toBe(1900);
    expect(MIN_PLAYER_AGE).toBe(18);
    expect(OTP_VALIDITY_MS).toBe(600_000);
    expect(OTP_MAX_TRIES).toBe(5);
    expect(OTP_MAX_RESENDS).toBe(3);
    expect(CODE_NOT_REQUIRED).toBe('not_required');
    expect(STORAGE_KEYS).toEqual({
      authTokens: 'authTokens',
      userDetails: 'userDetails',
      managerDetails: 'managerDetails',
    });
  });
});

describe('business constants', () => {
  it('describe Cameroon, FCFA and the payment channels', () => {
    expect(COUNTRY).toEqual({
      id: 1,
      country_code: '+237',
      name_en: 'Cameroon',
      name_fr: 'Cameroun',
    });
    expect(CURRENCY).toBe('FCFA');
    expect(LANGUAGES).toEqual(['fr', 'en']);
    expect(GENDERS).toEqual(['male', 'female']);
    expect(ENABLED_PAYMENT_METHODS).toEqual(['om']);
  });

  it('normalise payment methods and pack codes', () => {
    expect(normalizePaymentMethod('momo')).toBe('mtn');
    expect(normalizePaymentMethod('om')).toBe('om');
    expect(normalizePaymentMethod('visa')).toBeNull();
    expect(normalizePaymentMethod('toString')).toBeNull();
    expect(normalizePackCode('premium_pack')).toBe('premium');
    expect(normalizePackCode('single')).toBe('single');
    expect(normalizePackCode('gold')).toBeNull();
  });

  it('set the limits of credits, cash-out and challenges', () => {
    expect(CREDITS_COUNTER_CAP).toBe(9);
    expect(CASHOUT_MIN_GAINS).toBe(1);
    expect(CHALLENGE_ENERGY_MIN).toBe(1);
  });

  it('hold the default settings', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      gain_unit: 50,
      solo_units: 1,
      solo_win_gain_multiplicator: 1,
      solo_percentage_towin: 0.6,
      question_duration_sec: 20,
      unit_price: 100,
      challenge_duration_sec: 86_400,
    });
  });

  it('define four packs cheaper per unit as they grow', () => {
    expect(Object.keys(CREDIT_PACKS)).toEqual(['single', 'basic', 'normal', 'premium']);
    const perUnit = Object.values(CREDIT_PACKS).map(
      (p) => packPrice(p.units, DEFAULT_SETTINGS.unit_price, p.unit_reduction) / p.units,
    );
    expect(perUnit).toEqual([100, 95, 90, 80]);
    expect(
      Object.values(CREDIT_PACKS)
        .filter((p) => p.greater)
        .map((p) => p.code),
    ).toEqual(['premium']);
  });

  it('define the three ad spaces', () => {
    expect(AD_SPACE_IDS).toEqual([1, 2, 3]);
    expect(AD_SPACES).toEqual({
      1: { form: 'rectangle', name: 'explore_top' },
      2: { form: 'square', name: 'explore_middle' },
      3: { form: 'rectangle', name: 'explore_bottom' },
    });
  });
});

describe('UI constants', () => {
  it('hold the grid presets', () => {
    expect(PAGE_SIZES).toEqual({
      XXXL: 40,
      XXL: 25,
      XL: 20,
      L: 14,
      M2: 10,
      M: 8,
      S: 6,
      XS: 3,
      XXS: 2,
      SINGLE: 1,
    });
  });

  it('reconnect the news socket 3 times', () => {
    expect(SOCKET_RECONNECT_ATTEMPTS.news).toBe(3);
  });

  it('truncate as the spec says', () => {
    expect(TRUNCATION.shareTitle).toBe(25);
    expect(TRUNCATION.gameTitleAdmin).toBe(60);
    expect(TRUNCATION.indexCoverDescriptionAdmin).toBe(15);
    expect(TRUNCATION.score).toBe(5);
  });

  it('bound lengths above the spec minimums', () => {
    expect(MIN_TITLE_LENGTH).toBe(5);
    expect(MAX_LENGTHS.title).toBeGreaterThan(MIN_TITLE_LENGTH);
    expect(MAX_LENGTHS).toMatchObject({ name: 50, title: 150, label: 300, quote: 500 });
  });
});
