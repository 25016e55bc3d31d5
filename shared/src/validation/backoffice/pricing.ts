/** Pricing edited in the back office (ours): bounds by field, then the two rules of docs/economy.md. */

import { ValidationError } from 'yup';
import {
  PRICING_BOUNDS,
  PRICING_SETTINGS,
  type Pricing,
  packField,
} from '../../contract/admin/pricing';
import { economyProblems } from '../../formulas/economy';
import { CREDIT_PACK_CODES } from '../../types/enums';
import { form, numeric } from '../base';
import { integerAtLeast } from '../fields';
import { VALIDATION_MESSAGES as M } from '../messages';

const count = ({ min, max }: { min: number; max: number }) =>
  integerAtLeast(min, M.positive_required).max(max, M.too_large);

const packShape = Object.fromEntries(
  CREDIT_PACK_CODES.flatMap((code) => [
    [packField(code, 'units'), count(PRICING_BOUNDS.units)],
    [
      packField(code, 'unit_reduction'),
      count(PRICING_BOUNDS.unit_reduction).test(
        'below-price',
        M.reduction_above_price,
        function belowPrice(value) {
          const price = (this.parent as Partial<Pricing>).unit_price;
          // An invalid unit price is its own error, not one on every pack.
          if (!Number.isInteger(price) || (price as number) < 1) return true;
          return value === undefined || value < (price as number);
        },
      ),
    ],
  ]),
);

const isComplete = (value: Partial<Pricing>): value is Pricing =>
  [...PRICING_SETTINGS, ...CREDIT_PACK_CODES.map((code) => packField(code, 'unit_reduction'))]
    .filter((field) => field !== 'solo_percentage_towin')
    .every((field) => Number.isInteger(value[field]) && (value[field] as number) >= 0) &&
  CREDIT_PACK_CODES.every(
    (code) => (value[packField(code, 'unit_reduction')] as number) < (value.unit_price as number),
  );

/** The economy rules of the whole record, each on the field a manager would change. */
export function pricingProblems(value: Pricing): Partial<Record<keyof Pricing, string>> {
  const packs = CREDIT_PACK_CODES.map((code) => ({
    unit_reduction: value[packField(code, 'unit_reduction')],
  }));
  const problems = economyProblems(value, packs);
  const errors: Partial<Record<keyof Pricing, string>> = {};
  if (problems.includes('gain_unit_above_price')) errors.gain_unit = M.gain_unit_above_price;
  if (problems.includes('solo_reward_above_price'))
    errors.solo_win_gain_multiplicator = M.solo_reward_above_price;
  return errors;
}

/**
 * PUT /api/admin/pricing/: every field within its bounds, a pack's reduction
 * below the unit price, and none of the economy's problems (a solo paying a
 * perfect player more than its credits cost, a credit counting more in a pot
 * than the cheapest pack sells it for).
 */
export const pricingSchema = form({
  unit_price: count(PRICING_BOUNDS.unit_price),
  gain_unit: count(PRICING_BOUNDS.gain_unit),
  solo_units: count(PRICING_BOUNDS.solo_units),
  solo_win_gain_multiplicator: count(PRICING_BOUNDS.solo_win_gain_multiplicator),
  solo_percentage_towin: numeric()
    .typeError(M.number_invalid)
    .required(M.required)
    .min(PRICING_BOUNDS.solo_percentage_towin.min, M.percentage_range)
    .max(PRICING_BOUNDS.solo_percentage_towin.max, M.percentage_range),
  challenge_duration_sec: integerAtLeast(
    PRICING_BOUNDS.challenge_duration_sec.min,
    M.duration_range,
  ).max(PRICING_BOUNDS.challenge_duration_sec.max, M.duration_range),
  ...packShape,
}).test('economy', function economy(value) {
  if (!value || !isComplete(value as Partial<Pricing>)) return true;
  const errors = Object.entries(pricingProblems(value as Pricing));
  if (errors.length === 0) return true;
  // Each broken rule on its own field: a manager sees both when both are broken.
  return new ValidationError(
    errors.map(([path, message]) => new ValidationError(message, value, path, 'economy')),
  );
});
