/** Ads, statistics, terms and help (both specs, section 3). */

export type { AdminStats as AdminGeneralStats } from '../contract/admin/stats';
export type {
  GeneralStats as StatsGeneral,
  MyStats as StatsMine,
} from '../contract/catalogue';
