import {
  PRICING_SETTINGS,
  type Pricing,
  type PricingRecord,
  packField,
  pricingRecord,
} from '@quiz/shared/contract';
import { CREDIT_PACK_CODES } from '@quiz/shared/types';
import type { Db } from '../../db/index';
import { lockInTransaction } from '../../db/locks';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { readSettings } from './settings';

/** The settings and packs as one flat record (shared/contract/admin/pricing.ts). */
export async function readPricing(db: Db): Promise<Pricing> {
  const [settings, packs] = await Promise.all([
    readSettings(db),
    db.selectFrom('credit_packs').select(['code', 'units', 'unit_reduction']).execute(),
  ]);
  return pricingRecord(settings, packs);
}

/**
 * Pricing (ours): a super manager changes the prices and rewards without a
 * release. A change counts from the next purchase, play or challenge: a
 * purchase keeps the amount it was created with, a challenge its gain unit
 * and closing time, a play its cost and reward (stored on their rows).
 */
export function pricingOf({ db }: AdminDeps) {
  return {
    read: () => readPricing(db),

    /** Every field at once, checked by the shared pricing rule (the route's). Audited. */
    async update(managerId: number, values: PricingRecord): Promise<Pricing> {
      return transact(db, async (trx) => {
        await lockInTransaction(trx, 'pricing');
        const before = await readPricing(trx);
        const changed = (key: keyof Pricing) => before[key] !== values[key];
        for (const key of PRICING_SETTINGS.filter(changed)) {
          const value = String(values[key]);
          await trx
            .insertInto('settings')
            .values({ key, value })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
            .execute();
        }
        for (const code of CREDIT_PACK_CODES) {
          const units = packField(code, 'units');
          const reduction = packField(code, 'unit_reduction');
          if (!changed(units) && !changed(reduction)) continue;
          await trx
            .updateTable('credit_packs')
            .set({ units: values[units], unit_reduction: values[reduction] })
            .where('code', '=', code)
            .execute();
        }
        const after = await readPricing(trx);
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await recordAudit(trx, { managerId, area: 'pricing', action: 'update', before, after });
        }
        return after;
      });
    },
  };
}
