/** Session, registration and population shapes (player spec section 3). */

import type { ContactMode, Gender, Language } from './enums';
import type { Birthday, Country } from './profile';

export type { Population } from '../contract/content';

export interface AuthTokens {
  access: string;
  refresh: string;
}

/** One choice of the country list; `id` is the value sent as `country` (1 = Cameroon). */
export interface CountryOption extends Country {
  id: number;
}

/** The connected user's header data, stored under `userDetails`. */
export interface UserDetails {
  player_name: string | null;
  profile_pic: string | null;
  my_credits: number;
  number_of_credits: number;
  on_manager_mode: boolean;
  is_primary_connexion: boolean;
  is_dark_theme: boolean;
  /** The account received free credits that have not been acknowledged yet. */
  free_credits: boolean;
  gains: number;
}

/** Stored under `managerDetails`; null for players who are not managers. */
export interface ManagerDetails {
  is_supermanager: boolean;
  is_gamesmanager: boolean;
  /** Not listed by the back-office spec, which has the role; sent for completeness. */
  is_paymentsmanager?: boolean;
  params: { questions_size: number };
}

/** GET /api/me/details/ */
export interface MeDetailsResponse {
  details: {
    user_details: UserDetails;
    manager_details: ManagerDetails | null;
  };
}

/** POST /api/token/ */
export interface LoginPayload {
  username: string;
  password: string;
}

/** POST /api/signup/. `username` is an e-mail or a phone number; country 1 = Cameroon. */
export interface RegistrationPayload {
  username: string;
  password: string;
  gender: Gender;
  language: Language;
  country: number;
  /** Optional: when given the server refuses players under age (NOT_ALLOWED). */
  birthday?: Birthday;
}

export interface RegistrationResponse {
  username: string;
  code_required: boolean;
}

/** Client-side registration form state: which identifier kind was chosen. */
export interface RegistrationForm extends RegistrationPayload {
  mode: ContactMode;
  password_confirmation: string;
}

/** POST /api/signup/verification/?username=... */
export interface VerificationPayload {
  code: string;
}

export interface VerificationResponse {
  authTokens?: AuthTokens;
  username: string;
  code_required: boolean;
  number_of_tries: number;
  max_number_of_tries: number;
}

/** POST /api/forgot-password/?step=validation */
export interface ForgotPasswordCodePayload {
  code: string;
}
export interface ForgotPasswordCodeResponse {
  transaction_code: string;
}

/** POST /api/forgot-password/?step=password_reset */
export interface ForgotPasswordResetPayload {
  password: string;
}
export interface ForgotPasswordResetResponse {
  authTokens: AuthTokens;
}

/** GET /api/check-user/{username}/ (response shape not shown by the spec: a flag). */
export interface CheckUserResponse {
  exists: boolean;
}
