import type { AdminStats } from '@quiz/shared/contract';
import type { DateParts } from '@quiz/shared/formulas';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import type { ResourceAdapter } from './types';

/**
 * Statistics (spec section 7 "Statistics"): the general figures, or those of a period
 * (both days included), each one set of indicators; read by super and payments managers.
 */
export function statsAdapter(http: Http) {
  const paths = api.admin.super.stats;
  return {
    actions: {
      general: () => http.get<AdminStats>(paths.general()),
      range: ({ from, to }: { from: DateParts; to: DateParts }) =>
        http.get<AdminStats>(paths.range(from, to)),
    },
  } satisfies ResourceAdapter;
}
