/** Users, friends, notifications and badges (player spec section 3, back office section 3). */
import type { BadgeColor, Gender, Language } from './enums';

export interface Birthday {
  day: number;
  month: number;
  year: number;
}

export interface Country {
  name_en: string;
  name_fr: string;
  /** Dialling code, e.g. '+237'. */
  country_code: string;
}

/** The few fields shown for another player in lists (starter, sender, winners...). */
export interface PlayerSummary {
  id: number;
  player_name: string | null;
  profile_pic: string | null;
}

export interface ProfileStats {
  nbr_plays: number;
  nbr_solos: number;
  nbr_challenges: number;
  nbr_wins: number;
  nbr_solos_won: number;
  nbr_chall_won: number;
}

/** GET /api/me/ (own profile) and GET /api/user-profile/{id}/ (someone else's). */
export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  player_name: string | null;
  email: string | null;
  phone_number: string | null;
  /** Masked (see format/maskContact) unless it is the viewer's own profile or a friend's. */
  email_phone_number: string;
  birthday: Birthday | null;
  gender: Gender | null;
  country: Country;
  language: Language;
  /**
   * The spec lists `password` among profile fields; it is only ever a fixed mask for
   * display ('********'), never a hash.
   */
  password?: string;
  profile_pic: string | null;
  sound: boolean;
  push_notifications: boolean;
  is_dark_theme: boolean;
  badges: Badge[];
  number_of_wins: number;
  number_of_badges: number;
  stats: ProfileStats;
  is_friend: boolean;
  /** Pending request the viewer sent to this user, if any. */
  st_request: FriendRequest | null;
  /** Pending request the viewer received from this user, if any. */
  rc_request: FriendRequest | null;
  free_credits: boolean;
  primary_connexion: boolean;
}

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

export interface Friend {
  id: number;
  player_name: string | null;
  phone_number: string | null;
  profile_pic?: string | null;
}

export interface FriendRequest {
  id: number;
  sender: Friend;
  receiver: Friend;
}

export interface Notification {
  id: number;
  title: string;
  message: string;
  created_at: string;
  sender: PlayerSummary | null;
  /** The play a win notification links to. */
  win_play_id: number | null;
  win_is_challenge: boolean;
}

/** A category as a toggle chip on the preferences screen. */
export interface Preference {
  id: number;
  label_en: string;
  label_fr: string;
  icon: string | null;
  /** Spelt as the spec spells it. */
  prefered: boolean;
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

/** A badge as shown to players. `number_of_units` is how many times the user earned it. */
export interface Badge {
  id: number;
  code_en: string;
  code_fr: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  image: string | null;
  icon: string | null;
  color: BadgeColor;
  number_of_units: number;
}

/** A badge type as managed in the back office. */
export interface BadgeType {
  id: number;
  type: string;
  code_en: string;
  code_fr: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  /** Rank of the badge; shown as #weight. */
  weight: number;
  color: BadgeColor;
  icon: string | null;
  image: string | null;
  is_active: boolean;
}

/** Badge types lists (player GET /api/badges/types/{list}/ and the admin list). */
export interface BadgeTypesResponse {
  actives: BadgeType[];
  inactives: BadgeType[];
}
