import type { Pricing } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import type { ResourceAdapter } from './types';

/** The one pricing record, under a fixed id so react-admin's edit view can hold it. */
export const PRICING_ID = 'current';
type PricingRecord = Pricing & { id: typeof PRICING_ID };

/** Pricing (ours): the prices and rewards in force, read and saved whole (super managers). */
export function pricingAdapter(http: Http) {
  const path = api.admin.super.pricing();
  const withId = (pricing: Pricing): PricingRecord => ({ ...pricing, id: PRICING_ID });
  return {
    getOne: async () => ({ data: withId(await http.get<Pricing>(path)) }),
    update: async ({ data }) => {
      const { id: _id, ...fields } = data as PricingRecord;
      return { data: withId(await http.put<Pricing>(path, fields)) };
    },
  } satisfies ResourceAdapter<PricingRecord>;
}
