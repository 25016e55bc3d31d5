/** Back-office-only shapes (back office sections 3 and 7). */
import type { AssignableManagerFunction } from './enums';
import type { IndexOption } from './game';
import type { User } from './profile';

/** One manager; the back office splits the list into MANAGER_CATEGORIES by these flags. */
export interface ManagerRecord {
  id: number;
  first_name: string;
  last_name: string;
  email_phone_number: string;
  is_supermanager: boolean;
  is_gamesmanager: boolean;
  is_paymentsmanager: boolean;
}

/** GET super get-user-details?email_phone=...: the player to promote. */
export interface UserLookupResponse {
  user_details: User & { id: number };
}

/** PUT super managers-management?user_id=... */
export interface ManagementFunctionPayload {
  management_function: AssignableManagerFunction;
}

/** Games management option=primary_data. */
export interface GamesPrimaryDataResponse {
  indexes: IndexOption[];
}

/** Dates of the statistics filter, each end entered as day, month and year. */
export interface StatsRange {
  from: { day: number; month: number; year: number };
  to: { day: number; month: number; year: number };
}
