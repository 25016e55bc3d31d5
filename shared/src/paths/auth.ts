/** Auth, session, content and profile calls (player spec section 7). */
import type { Language, MeField, MeIndex } from '../types/enums';
import { path, query } from './build';

export const auth = {
  /** POST {username, password} -> tokens. */
  token: () => '/api/token/',
  /** POST {refresh} -> new tokens. */
  refresh: () => '/api/token/refresh/',
  /** GET: 200 when the bearer token is valid. */
  checkAuthentication: () => '/api/check-authentication/',
  /** GET: whether an account exists for this identifier. */
  checkUser: (username: string) => path`/api/check-user/${username}/`,
  /** POST registration payload -> {username, code_required}. */
  signup: () => '/api/signup/',
  /** POST {code} -> authTokens. */
  signupVerification: (username: string) => `/api/signup/verification/${query({ username })}`,
  /** POST, empty body. */
  resendVerificationCode: (username: string) =>
    `/api/signup/resend-verification-code/${query({ username })}`,
  /** GET: sends a reset code to the identifier. */
  forgotPassword: (username: string) => `/api/forgot-password/${query({ username })}`,
  /** POST {code} -> transaction_code. */
  forgotPasswordValidation: (username: string) =>
    `/api/forgot-password/${query({ step: 'validation', username })}`,
  /** POST {password} -> authTokens. */
  forgotPasswordReset: (username: string, transactionCode: string) =>
    `/api/forgot-password/${query({ step: 'password_reset', transaction_code: transactionCode, username })}`,
};

export const content = {
  /** GET texts, params and constants; lang optional (the server then uses the user's). */
  populate: (lang?: Language) => `/api/populate/${query({ lang })}`,
  terms: (lang: Language) => path`/api/terms-&-conditions/${lang}/`,
  help: (lang: Language) => path`/api/help/${lang}/`,
};

export interface MeUpdate {
  index: MeIndex;
  field?: MeField;
}

export const me = {
  /** GET own profile; PUT with me.update() for edits. */
  profile: () => '/api/me/',
  /** GET {details: {user_details, manager_details}}. */
  details: () => '/api/me/details/',
  /**
   * PUT /api/me/?index=...&field=... The index is URL-encoded: the two switches are
   * written with spaces by the spec ('switch navigation mode' -> switch%20navigation%20mode).
   */
  update: ({ index, field }: MeUpdate) => `/api/me/${query({ index, field })}`,
  /** DELETE. */
  removeProfilePic: () => `/api/me/${query({ index: 'remove_profile_pic' })}`,
  /** DELETE: the password confirms the deletion. */
  delete: (password: string) => `/api/me/delete/${query({ password })}`,
  /** POST, empty body. */
  logout: () => '/api/me/logout/',
  /**
   * GET/PUT the player's saved payment info {method, phone_number}. Not shown by the
   * spec ("helper-based call"); placed under /api/me/ beside credits and gains.
   */
  paymentInfo: () => '/api/me/payment-info/',
  /** Ours: GET my limits and self-exclusion. */
  responsiblePlay: () => '/api/me/responsible-play/',
  /** Ours: PUT {kind, period, amount} (amount null removes the limit). */
  playLimits: () => '/api/me/responsible-play/limits/',
  /** Ours: POST {days}: no purchase, stake or challenge invitation until it ends. */
  selfExclusion: () => '/api/me/responsible-play/self-exclusion/',
};
