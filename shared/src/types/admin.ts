/** Back-office-only shapes (back office sections 3 and 7). */
import type { IndexOption } from './game';

export type {
  ManagementFunction as ManagementFunctionPayload,
  ManagerRecord,
  UserLookup as UserLookupResponse,
} from '../contract/admin/managers';

/** Games management option=primary_data. */
export interface GamesPrimaryDataResponse {
  indexes: IndexOption[];
}

/** Dates of the statistics filter, each end entered as day, month and year. */
export interface StatsRange {
  from: { day: number; month: number; year: number };
  to: { day: number; month: number; year: number };
}
