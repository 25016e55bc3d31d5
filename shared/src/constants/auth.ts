/** Session, identity and verification limits (player spec section 9). */

/** Refresh the access token first when it has less than this left. */
export const TOKEN_REFRESH_MARGIN_MS = 1000;

/** Time-out of the browser's one-time-code (SMS) reader. */
export const OTP_READ_TIMEOUT_MS = 60_000;

export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;

/** The spec says "more than 5 and at most 16" digits, i.e. 6 to 16 inclusive. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 16;

export const BIRTH_YEAR_MIN = 1900;

/**
 * Players stake money and win money, which is gambling-like under Cameroonian law and
 * the payment providers' terms; accounts are therefore for adults only. Sign-up answers
 * NOT_ALLOWED (min_age message) below this age.
 */
export const MIN_PLAYER_AGE = 18;

/** A sign-up or password-reset code expires after this long. */
export const OTP_VALIDITY_MS = 10 * 60 * 1000;
/** Wrong codes accepted before the code is burnt (number_of_tries / max_number_of_tries). */
export const OTP_MAX_TRIES = 5;
/** Resends allowed per code request; beyond, RESEND_CODE (max_reached message). */
export const OTP_MAX_RESENDS = 3;

/** Value of the verification route's `code_` query when no code is needed. */
export const CODE_NOT_REQUIRED = 'not_required';

/** Keys of browser local storage. */
export const STORAGE_KEYS = {
  authTokens: 'authTokens',
  userDetails: 'userDetails',
  managerDetails: 'managerDetails',
} as const;
