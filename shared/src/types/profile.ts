/** Users, friends, notifications and badges (player spec section 3, back office section 3). */
import type { Birthday, Country } from '../contract/profile';

export type { BadgeTypes as BadgeTypesResponse } from '../contract/catalogue';

import type { Gender, Language } from './enums';

/** The user as seen by the back-office shell and admin settings. */
export interface User {
  first_name: string;
  last_name: string;
  email_phone_number: string;
  birthday: Birthday | null;
  gender: Gender | null;
  country: Country;
  language: Language;
  profile_pic: string | null;
  is_admin: boolean;
  player_name: string | null;
  is_primary_has_free_credits: boolean;
  /** Spelt as the spec spells it. */
  number_of_free_credits_recieved: number;
}

/** One flag per news dot, raised by the news socket. */
export interface NewsFlags {
  notifications: boolean;
  explore: boolean;
  gains: boolean;
  user: boolean;
  statistics: boolean;
  challenge_request: boolean;
  friend_request: boolean;
  credits_request: boolean;
}
