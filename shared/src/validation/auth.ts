/** Log-in, registration, verification and forgot-password forms (player spec section 5). */

import type { ContactMode } from '../types/enums';
import { form, text } from './base';
import {
  adultBirthday,
  country,
  emailOrPhone,
  emailOrPhoneFor,
  gender,
  language,
  loginPassword,
  password,
  passwordConfirmation,
  verificationCode,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** POST /api/token/: an identifier of either kind and a password. */
export const loginSchema = form({
  username: emailOrPhone,
  password: loginPassword,
});

/** POST /api/token/refresh/: the refresh token to exchange. */
export const tokenRefreshSchema = form({ refresh: text().required(M.required) });

const registrationFields = {
  password,
  gender,
  language,
  country,
  /** Optional; when present the player must be of age (NOT_ALLOWED otherwise). */
  birthday: adultBirthday.default(undefined).optional(),
};

/** POST /api/signup/ as the server receives it: the identifier may be of either kind. */
export const registrationSchema = form({ username: emailOrPhone, ...registrationFields });

/** Registration form: the identifier must match the chosen mode, and the confirmation. */
export function registrationFormSchema(mode: ContactMode) {
  return form({
    username: emailOrPhoneFor(mode),
    ...registrationFields,
    password_confirmation: passwordConfirmation('password'),
  });
}

/** POST /api/signup/verification/ and the e-mail/phone change validation step. */
export const verificationSchema = form({ code: verificationCode });

/** Forgot password, link request: the identifier must be valid (else invalid_email_phone). */
export const forgotPasswordLinkSchema = form({ username: emailOrPhone });

/**
 * Forgot password, step 1. The spec does not show the code format for this flow; the
 * server sends the same 6-digit codes as for sign-up, so the same rule applies.
 */
export const forgotPasswordCodeSchema = form({ code: verificationCode });

/** Forgot password, step 2, as the server receives it. */
export const forgotPasswordResetSchema = form({ password });

/** Forgot password, step 2 form, with the confirmation. */
export const forgotPasswordResetFormSchema = form({
  password,
  password_confirmation: passwordConfirmation('password'),
});
