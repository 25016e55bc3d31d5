/**
 * Pricing (ours): the business settings a super manager tunes in the back
 * office, one flat record so each field carries its own error and its own
 * line in the audit trail. Money in FCFA, the challenge duration in seconds,
 * the solo win percentage as a fraction of the questions (0.6 = 60 %).
 */
import { type Static, type TSchema, Type } from 'typebox';
import {
  CREDIT_PACKS,
  CREDITS_PER_TRANSACTION_MAX,
  DEFAULT_SETTINGS,
} from '../../constants/business';
import { CREDIT_PACK_CODES, type CreditPackCode } from '../../types/enums';

/** The settings of plays and challenges, beside the packs' units and reductions. */
export const PRICING_SETTINGS = [
  'unit_price',
  'gain_unit',
  'solo_units',
  'solo_win_gain_multiplicator',
  'solo_percentage_towin',
  'challenge_duration_sec',
] as const;
export type PricingSetting = (typeof PRICING_SETTINGS)[number];

/** The flat field of a pack's units or reduction: `basic_units`, `basic_unit_reduction`. */
export const packField = (code: CreditPackCode, part: 'units' | 'unit_reduction') =>
  `${code}_${part}` as const;
export type PackField = ReturnType<typeof packField>;

export const PRICING_FIELDS: readonly (PricingSetting | PackField)[] = [
  ...PRICING_SETTINGS,
  ...CREDIT_PACK_CODES.flatMap((code) => [
    packField(code, 'units'),
    packField(code, 'unit_reduction'),
  ]),
];

export type Pricing = Record<PricingSetting | PackField, number>;

/**
 * What each field may hold (the shared pricingSchema holds them with its own
 * messages): a credit costs up to 100 000 FCFA, a challenge stays open between
 * an hour and a week, a pack sells less than a purchase's maximum.
 */
export const PRICING_BOUNDS = {
  unit_price: { min: 1, max: 100_000 },
  gain_unit: { min: 1, max: 100_000 },
  solo_units: { min: 1, max: CREDITS_PER_TRANSACTION_MAX },
  solo_win_gain_multiplicator: { min: 1, max: 100 },
  solo_percentage_towin: { min: 0.01, max: 1 },
  challenge_duration_sec: { min: 3600, max: 7 * 24 * 3600 },
  units: { min: 1, max: CREDITS_PER_TRANSACTION_MAX - 1 },
  unit_reduction: { min: 0, max: 100_000 - 1 },
} as const;

/** The bounds of a field, a pack's by its part. */
export const boundsOf = (field: PricingSetting | PackField) =>
  PRICING_BOUNDS[
    field.endsWith('_unit_reduction')
      ? 'unit_reduction'
      : field.endsWith('_units') && field !== 'solo_units'
        ? 'units'
        : (field as PricingSetting)
  ];

const fields = Object.fromEntries(
  PRICING_FIELDS.map((field) => {
    const { min, max } = boundsOf(field);
    const bounds = { minimum: min, maximum: max };
    return [field, field === 'solo_percentage_towin' ? Type.Number(bounds) : Type.Integer(bounds)];
  }),
) as unknown as Record<PricingSetting | PackField, TSchema>;

/** GET and PUT /api/admin/pricing/: every field, the body as the answer. */
export const PricingRecord = Type.Unsafe<Pricing>(
  Type.Object(fields, { additionalProperties: false }),
);
export type PricingRecord = Static<typeof PricingRecord>;

/** The flat record of settings and packs, as stored apart (settings table, credit_packs). */
export function pricingRecord(
  settings: Record<PricingSetting, number>,
  packs: readonly { code: CreditPackCode; units: number; unit_reduction: number }[],
): Pricing {
  const pricing: Record<string, number> = {};
  for (const key of PRICING_SETTINGS) pricing[key] = settings[key];
  for (const pack of packs) {
    pricing[packField(pack.code, 'units')] = pack.units;
    pricing[packField(pack.code, 'unit_reduction')] = pack.unit_reduction;
  }
  return pricing as Pricing;
}

/** The pricing the seed starts with (docs/economy.md). */
export const DEFAULT_PRICING: Pricing = pricingRecord(
  DEFAULT_SETTINGS,
  Object.values(CREDIT_PACKS),
);
