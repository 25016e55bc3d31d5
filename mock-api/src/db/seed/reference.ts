import { AD_SPACE_IDS, AD_SPACES, CREDIT_PACKS } from '@quiz/shared/constants';
import type { Insertable } from 'kysely';
import type { AdSpacesTable, CreditPacksTable } from '../schema';

/** The three ad spaces of the explore page; their form fixes the shape of the pictures. */
export const adSpaces: AdSpacesTable[] = AD_SPACE_IDS.map((id) => ({
  id,
  code: AD_SPACES[id].name,
  form: AD_SPACES[id].form,
}));

/** The four credit packs; a bigger pack lowers the unit price by its reduction. */
export const creditPacks: Insertable<CreditPacksTable>[] = Object.values(CREDIT_PACKS).map(
  (pack) => ({
    code: pack.code,
    units: pack.units,
    unit_reduction: pack.unit_reduction,
    is_greater: pack.greater ? 1 : 0,
    is_active: 1,
  }),
);
