/** Session and registration shapes (player spec section 3). */

export type {
  AccountExists as CheckUserResponse,
  Credentials as LoginPayload,
  MeDetails as MeDetailsResponse,
  PasswordReset as ForgotPasswordResetResponse,
  Registered as RegistrationResponse,
  ResetCodeChecked as ForgotPasswordCodeResponse,
  Verified as VerificationResponse,
} from '../contract/auth';
