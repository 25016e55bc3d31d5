/** Account settings edits (player spec section 5; back office admin settings). */
import { type AnyObjectSchema, type AnySchema, lazy, mixed } from 'yup';
import { MAX_LENGTHS } from '../constants/ui';
import type { ContactMode, MeIndex } from '../types/enums';
import { verificationSchema } from './auth';
import { flag, form, text } from './base';
import {
  birthday,
  country,
  email,
  emailOrPhone,
  emailOrPhoneFor,
  gender,
  imageMime,
  isOfAge,
  language,
  loginPassword,
  nameText,
  password,
  passwordConfirmation,
  uploadSize,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { parseBirthdayString } from './patterns';

export const playerNameSchema = form({ player_name: nameText(MAX_LENGTHS.name) });
export const firstNameSchema = form({ first_name: nameText(MAX_LENGTHS.name) });
export const lastNameSchema = form({ last_name: nameText(MAX_LENGTHS.name) });
export const emailSchema = form({ email });
export const genderSchema = form({ gender });
export const languageSchema = form({ language });
export const countrySchema = form({ country });
export const birthdaySchema = form({ birthday: birthday.required(M.required) });

/** New e-mail or phone as the server receives it (PUT /api/me/?index=email_phone_number). */
export const emailPhoneChangeSchema = form({ email_phone_number: emailOrPhone });

/** The same edit in the form, where the kind was chosen first. */
export function emailPhoneChangeFormSchema(mode: ContactMode) {
  return form({ email_phone_number: emailOrPhoneFor(mode) });
}

/**
 * PUT /api/me/?index=birthday sends the birthday as one 'day-month-year' string; it
 * must name a real date within the birthday bounds, and keep the player of age: the
 * rule of sign-up, with its message (min_age).
 */
export const birthdayStringSchema = form({
  birthday: text()
    .required(M.required)
    .test('birthday-string', function birthdayString(value) {
      const parts = typeof value === 'string' ? parseBirthdayString(value) : null;
      if (!parts || !birthday.isValidSync(parts))
        return this.createError({ message: M.date_invalid });
      return isOfAge(parts) || this.createError({ message: M.min_age });
    }),
});

/** Password change as the server receives it. */
export const passwordChangeSchema = form({
  current_password: loginPassword,
  new_password: password,
});

/** Password change form: current, new and a confirmation equal to the new one. */
export const passwordChangeFormSchema = form({
  current_password: loginPassword,
  new_password: password,
  new_password_confirmation: passwordConfirmation('new_password'),
});

/** DELETE /api/me/delete/?password=: only presence, the server checks the password. */
export const accountDeletionSchema = form({ password: loginPassword });

/** Profile picture upload: only png, jpg or jpeg, within the upload size. */
export const profilePictureSchema = form({ mime: imageMime, size: uploadSize });

/**
 * Body schema of each PUT /api/me/ index that carries a body. Switches, free_credits,
 * primary_connexion and remove_profile_pic have empty bodies; profile_picture is a
 * multipart file checked with profilePictureSchema.
 */
export const meUpdateSchemas: Partial<Record<MeIndex, AnyObjectSchema>> = {
  player_name: playerNameSchema,
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  email_phone_number: emailPhoneChangeSchema,
  email_phone_number_validation: verificationSchema,
  gender: genderSchema,
  country: countrySchema,
  language: languageSchema,
  password: passwordChangeSchema,
  birthday: birthdayStringSchema,
};

/**
 * Every field an edit of PUT /api/me/ may send, each with its own rule but
 * none required: the server checks a body with it before it knows which edit
 * the query names (the edit's own schema above then requires its fields).
 * Only its per-field rules: the edits' checks across fields stay theirs.
 * A switch's `value` is a boolean.
 */
export const meEditSchema = form({
  ...Object.fromEntries(
    Object.values(meUpdateSchemas).flatMap((schema) =>
      Object.entries(schema?.fields ?? {}).map(([name, field]) => [
        name,
        // A field left out is no edit of it (some rules would read it as a wrong value).
        lazy((value) => (value === undefined ? mixed() : (field as AnySchema))),
      ]),
    ),
  ),
  value: flag().optional(),
});
