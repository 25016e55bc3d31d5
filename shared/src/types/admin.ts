/** Back-office-only shapes (back office sections 3 and 7). */

export type { GamesPrimaryData as GamesPrimaryDataResponse } from '../contract/admin/games';
export type {
  ManagementFunction as ManagementFunctionPayload,
  UserLookup as UserLookupResponse,
} from '../contract/admin/managers';
