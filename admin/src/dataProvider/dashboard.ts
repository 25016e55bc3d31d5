import type { DashboardTrend } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import type { ResourceAdapter } from './types';

/** The super board's trend (ours): new players and plays of the last 30 Douala days. */
export function dashboardAdapter(http: Http) {
  return {
    actions: {
      trend: () => http.get<DashboardTrend>(api.admin.super.dashboardTrend()),
    },
  } satisfies ResourceAdapter;
}
