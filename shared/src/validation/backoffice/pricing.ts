/** Pricing edited in the back office (ours): bounds by field, then the two rules of docs/economy.md. */

import { ValidationError } from 'yup';
import { CREDITS_PER_TRANSACTION_MAX } from '../../constants/business';
import { PRICING_SETTINGS, type Pricing, packField } from '../../contract/admin/pricing';
import { economyProblems } from '../../formulas/economy';
import { CREDIT_PACK_CODES } from '../../types/enums';
import { form, numeric } from '../base';
import { integerAtLeast } from '../fields';
import { VALIDATION_MESSAGES as M } from '../messages';

/** A challenge stays open between an hour and a week. */
export const CHALLENGE_DURATION_SEC = { min: 3600, max: 7 * 24 * 3600 } as const;
/** The most a credit may cost before reduction, in FCFA. */
export const UNIT_PRICE_MAX = 100_000;

const count = (min: number, max: number) =>
  integerAtLeast(min, M.positive_required).max(max, M.too_large);

const packShape = Object.fromEntries(
  CREDIT_PACK_CODES.flatMap((code) => [
    [packField(code, 'units'), count(1, CREDITS_PER_TRANSACTION_MAX - 1)],
    [
      packField(code, 'unit_reduction'),
      integerAtLeast(0, M.positive_required).test(
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
  unit_price: count(1, UNIT_PRICE_MAX),
  gain_unit: count(1, UNIT_PRICE_MAX),
  solo_units: count(1, CREDITS_PER_TRANSACTION_MAX),
  solo_win_gain_multiplicator: count(1, 100),
  solo_percentage_towin: numeric()
    .typeError(M.number_invalid)
    .required(M.required)
    .min(0.01, M.percentage_range)
    .max(1, M.percentage_range),
  challenge_duration_sec: integerAtLeast(CHALLENGE_DURATION_SEC.min, M.duration_range).max(
    CHALLENGE_DURATION_SEC.max,
    M.duration_range,
  ),
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
