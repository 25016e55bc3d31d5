import { type Pricing, packField } from '@quiz/shared/contract';
import { houseByPack, type PackHouse } from '@quiz/shared/formulas';
import { CREDIT_PACK_CODES } from '@quiz/shared/types';
import { pricingSchema, validate } from '@quiz/shared/validation';

/** The house's figures of a pricing record, pack by pack, as docs/economy.md tabulates them. */
export function houseOf(pricing: Pricing): PackHouse[] {
  return houseByPack(
    pricing,
    CREDIT_PACK_CODES.map((code) => ({
      code,
      unit_reduction: pricing[packField(code, 'unit_reduction')],
    })),
  );
}

export interface HouseChange {
  code: string;
  before: PackHouse;
  after: PackHouse;
}

/**
 * The house's figures before and after the values being edited, or null while
 * they break a rule (the form shows why, field by field).
 */
export function houseChange(saved: Pricing, edited: unknown): HouseChange[] | null {
  const checked = validate(pricingSchema, edited);
  if (!checked.ok) return null;
  const before = houseOf(saved);
  return houseOf(checked.value as Pricing).map((after, i) => ({
    code: after.code,
    before: before[i] ?? after,
    after,
  }));
}
