import type { AdminStats, StatsSeries } from '@quiz/shared/contract';
import { dayParts, type Period, previousPeriod } from '@quiz/shared/format';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import type { ResourceAdapter } from './types';

/** A period's figures beside those of the period before it, for the comparison. */
export interface ComparedStats {
  current: AdminStats;
  before: AdminStats;
}

/**
 * Statistics (spec section 7 "Statistics"): the general figures, or those of a
 * period of Douala days (both included) beside the period before it, and the
 * series the charts draw; read by super and payments managers.
 */
export function statsAdapter(http: Http) {
  const paths = api.admin.super.stats;
  const range = (period: Period) =>
    http.get<AdminStats>(paths.range(dayParts(period.from), dayParts(period.to)));
  return {
    actions: {
      general: () => http.get<AdminStats>(paths.general()),
      range,
      compared: async (period: Period): Promise<ComparedStats> => {
        const [current, before] = await Promise.all([range(period), range(previousPeriod(period))]);
        return { current, before };
      },
      series: (period: Period) =>
        http.get<StatsSeries>(paths.series(dayParts(period.from), dayParts(period.to))),
    },
  } satisfies ResourceAdapter;
}
