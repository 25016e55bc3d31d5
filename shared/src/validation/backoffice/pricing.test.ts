import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../contract/admin/pricing';
import { VALIDATION_MESSAGES as M } from '../messages';
import { validate } from '../validate';
import { pricingSchema } from './pricing';

const defaults = DEFAULT_PRICING;

describe('pricingSchema', () => {
  it('accepts the default settings', () => {
    expect(validate(pricingSchema, defaults)).toEqual({ ok: true, value: defaults });
  });

  it('refuses a gain unit above the cheapest credit, on the gain unit', () => {
    expect(validate(pricingSchema, { ...defaults, gain_unit: 81 })).toEqual({
      ok: false,
      // 81 x 1 > 80 breaks the solo rule too, on the multiplier
      errors: {
        gain_unit: M.gain_unit_above_price,
        solo_win_gain_multiplicator: M.solo_reward_above_price,
      },
    });
    expect(validate(pricingSchema, { ...defaults, gain_unit: 80 }).ok).toBe(true);
  });

  it('refuses a solo paying a perfect player more than its credits cost, on the multiplier', () => {
    expect(validate(pricingSchema, { ...defaults, solo_win_gain_multiplicator: 2 })).toEqual({
      ok: false,
      errors: { solo_win_gain_multiplicator: M.solo_reward_above_price },
    });
  });

  it('reads the cheapest credit from the packs as edited', () => {
    expect(validate(pricingSchema, { ...defaults, premium_unit_reduction: 60 })).toEqual({
      ok: false,
      errors: {
        gain_unit: M.gain_unit_above_price,
        solo_win_gain_multiplicator: M.solo_reward_above_price,
      },
    });
  });

  it('holds every field to its bounds, each with its own error', () => {
    expect(
      validate(pricingSchema, {
        ...defaults,
        unit_price: 0,
        solo_percentage_towin: 1.5,
        challenge_duration_sec: 60,
        basic_units: 'ten',
      }),
    ).toEqual({
      ok: false,
      errors: {
        unit_price: M.positive_required,
        solo_percentage_towin: M.percentage_range,
        challenge_duration_sec: M.duration_range,
        basic_units: M.number_invalid,
      },
    });
    expect(validate(pricingSchema, { ...defaults, normal_unit_reduction: 100 })).toEqual({
      ok: false,
      errors: { normal_unit_reduction: M.reduction_above_price },
    });
    expect(validate(pricingSchema, { ...defaults, gain_unit: undefined })).toEqual({
      ok: false,
      errors: { gain_unit: M.required },
    });
  });
});
