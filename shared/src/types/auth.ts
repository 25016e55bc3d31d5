/** Session, registration and population shapes (player spec section 3). */

import type { Registration } from '../contract/auth';
import type { Country } from '../contract/profile';
import type { ContactMode } from './enums';

export type {
  AccountExists as CheckUserResponse,
  Credentials as LoginPayload,
  MeDetails as MeDetailsResponse,
  NewPassword as ForgotPasswordResetPayload,
  PasswordReset as ForgotPasswordResetResponse,
  Registered as RegistrationResponse,
  Registration as RegistrationPayload,
  ResetCode as ForgotPasswordCodePayload,
  ResetCodeChecked as ForgotPasswordCodeResponse,
  Verification as VerificationPayload,
  Verified as VerificationResponse,
} from '../contract/auth';

/** One choice of the country list; `id` is the value sent as `country` (1 = Cameroon). */
export interface CountryOption extends Country {
  id: number;
}

/** Client-side registration form state: which identifier kind was chosen. */
export interface RegistrationForm extends Registration {
  mode: ContactMode;
  password_confirmation: string;
}
