/** Field-level schemas of player spec section 5, reused by every form schema. */
import { BIRTH_YEAR_MIN, MIN_PLAYER_AGE, PASSWORD_MIN_LENGTH } from '../constants/auth';
import { COUNTRY, ENABLED_PAYMENT_METHODS, MAX_ID } from '../constants/business';
import { MAX_LENGTHS, MAX_UPLOAD_BYTES, MIN_TITLE_LENGTH } from '../constants/ui';
import { isOldEnough, isValidCalendarDate } from '../formulas/dates';
import { type ContactMode, GENDERS, LANGUAGES, PAYMENT_METHODS } from '../types/enums';
import { childPath, form, list, lowered, numeric, text, trimmed } from './base';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  EMAIL_PATTERN,
  hasForbiddenNameCharacters,
  IMAGE_MIME_TYPES,
  isEmailOrPhone,
  nationalPhone,
  PHONE_PATTERN,
  VERIFICATION_CODE_PATTERN,
} from './patterns';

/** Generous cap on passwords: hashing unbounded input is a denial-of-service vector. */
const PASSWORD_MAX_LENGTH = 128;

/** Non-empty after trimming, at most `max` characters. */
export function requiredText(max: number) {
  return trimmed().required(M.required).max(max, M.text_too_long);
}

/** May be absent, null or empty (entities store these as null); at most `max` characters. */
export function optionalText(max: number) {
  return trimmed().max(max, M.text_too_long).nullable().optional();
}

/**
 * Names of people and companies (player, first and last names, ad partners, quote authors):
 * required text without control or direction characters (see hasForbiddenNameCharacters).
 */
export function nameText(max: number) {
  return requiredText(max).test(
    'name-characters',
    M.name_invalid,
    (value) => !value || !hasForbiddenNameCharacters(value),
  );
}

/** Game titles and question labels: at least 5 characters (back office section 5). */
export function minText(max: number) {
  return requiredText(max).min(MIN_TITLE_LENGTH, M.text_too_short);
}

export const email = trimmed()
  .required(M.required)
  .max(MAX_LENGTHS.email, M.text_too_long)
  .matches(EMAIL_PATTERN, M.email_invalid);

/** Phone numbers read as people write them ('+237 699 20 32 57'), kept in national form. */
const asNationalPhone = (value: unknown) =>
  typeof value === 'string' ? nationalPhone(value) : value;

export const phone = trimmed()
  .transform(asNationalPhone)
  .required(M.required)
  .matches(PHONE_PATTERN, M.phone_invalid);

/**
 * E-mail or phone: valid when either check passes (log-in, forgot password, manager add).
 * A phone number comes out in national form, as for `phone`.
 */
export const emailOrPhone = trimmed()
  .transform((value: unknown) =>
    typeof value === 'string' && !value.includes('@') ? asNationalPhone(value) : value,
  )
  .required(M.required)
  .max(MAX_LENGTHS.email, M.text_too_long)
  .test('email-or-phone', M.email_phone_invalid, (value) => !value || isEmailOrPhone(value));

/** The identifier check that follows the mode chosen first (registration, contact change). */
export function emailOrPhoneFor(mode: ContactMode) {
  return mode === 'email' ? email : phone;
}

/** At log-in only presence is checked: the spec shows no bound and older accounts may differ. */
export const loginPassword = text().required(M.required).max(PASSWORD_MAX_LENGTH, M.text_too_long);

/**
 * What makes a new password of the right length weak by its shape alone: only spaces, or
 * one character repeated. The list of common passwords is checked by the server only, so
 * that the browser does not download it.
 */
export function passwordShapeProblem(value: string): string | null {
  if (value.trim() === '') return M.password_blank;
  if (new Set(value).size === 1) return M.password_repeated;
  return null;
}

/**
 * New passwords: at least 8 characters, not blank, not one character repeated. Not
 * trimmed: spaces are legitimate characters.
 */
export const password = text()
  .required(M.required)
  .min(PASSWORD_MIN_LENGTH, M.password_too_short)
  .max(PASSWORD_MAX_LENGTH, M.text_too_long)
  .test('shape', function shape(value) {
    const problem = value ? passwordShapeProblem(value) : null;
    return problem ? this.createError({ message: problem }) : true;
  });

/**
 * Must equal the sibling field `field` (the new password). A test rather than
 * oneOf(ref) so an empty confirmation reports 'required', not 'mismatch'.
 */
export function passwordConfirmation(field: string) {
  return text()
    .required(M.required)
    .test('matches', M.password_mismatch, function matches(value) {
      return !value || value === this.parent?.[field];
    });
}

export const verificationCode = trimmed()
  .required(M.required)
  .matches(VERIFICATION_CODE_PATTERN, M.code_invalid);

/** An integer given by a form or a query, with one message for any bad shape. */
function integerField(message: string) {
  return numeric().typeError(message).required(M.required).integer(message);
}

/** Database ids: positive integers, no larger than the database holds. */
export const id = integerField(M.id_invalid).positive(M.id_invalid).max(MAX_ID, M.id_invalid);

/** Counts that must be at least `min` (energy, units, amounts, days), and fit a database integer. */
export function integerAtLeast(min: number, message: string) {
  return numeric()
    .typeError(M.number_invalid)
    .required(M.required)
    .integer(M.integer_invalid)
    .min(min, message)
    .max(MAX_ID, M.too_large);
}

/** Ids of a multi-select; duplicates are dropped since picking twice means nothing. */
export const idList = list()
  .of(id)
  .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value));

function partsInBounds({ day, month, year }: { day: number; month: number; year: number }) {
  const inRange = (n: number, min: number, max: number) =>
    Number.isInteger(n) && n >= min && n <= max;
  return inRange(day, 1, 31) && inRange(month, 1, 12) && Number.isInteger(year);
}

/** Day, month and year fields (birthday, statistics dates) that form a real calendar day. */
export function calendarDate(yearMin: number) {
  return form({
    day: integerField(M.day_invalid).min(1, M.day_invalid).max(31, M.day_invalid),
    month: integerField(M.month_invalid).min(1, M.month_invalid).max(12, M.month_invalid),
    year: integerField(M.year_invalid)
      .min(yearMin, M.year_invalid)
      // Written as "not after" so an absent year is left to the required check.
      .test('not-future', M.year_invalid, (year) => !(year > new Date().getFullYear())),
  }).test('real-date', function realDate(value) {
    // 31/02 passes each field's bounds; flag the day, which is the field to fix. Parts
    // out of their own bounds are already reported by their field.
    if (!value || !partsInBounds(value) || isValidCalendarDate(value)) return true;
    return this.createError({
      path: childPath(this.path, 'day'),
      message: M.date_invalid,
    });
  });
}

/** Birthday: day 1-31, month 1-12, year 1900 to the current year, a real date. */
export const birthday = calendarDate(BIRTH_YEAR_MIN);

/**
 * Whether a birthday makes the player of age (constants MIN_PLAYER_AGE). Dates that do not
 * exist are left to the date checks, which report them.
 */
export function isOfAge(value: { day: number; month: number; year: number }): boolean {
  return !isValidCalendarDate(value) || isOldEnough(value, MIN_PLAYER_AGE, new Date());
}

/** Birthday given at sign-up: as above, and the player is of age. */
export const adultBirthday = birthday.test(
  'min-age',
  M.min_age,
  (value) => !value || isOfAge(value),
);

export const gender = text().required(M.required).oneOf(GENDERS, M.gender_invalid);
export const language = text().required(M.required).oneOf(LANGUAGES, M.language_invalid);
export const country = numeric()
  .typeError(M.country_invalid)
  .required(M.required)
  .oneOf([COUNTRY.id], M.country_invalid);

/** Any known payment method ('momo' is accepted as MTN's other name). */
export const paymentMethod = lowered()
  .transform((value: string) => (value === 'momo' ? 'mtn' : value))
  .required(M.required)
  .oneOf(PAYMENT_METHODS, M.payment_method_invalid);

/** A payment method players may set today: MTN is known but not yet set up. */
export const enabledPaymentMethod = paymentMethod.test(
  'enabled',
  M.payment_method_unavailable,
  (value) => ENABLED_PAYMENT_METHODS.includes(value),
);

export const imageMime = lowered()
  .required(M.required)
  .oneOf(IMAGE_MIME_TYPES, M.image_mime_invalid);

/** A file's size in bytes, at most what the server accepts. */
export const uploadSize = numeric()
  .typeError(M.number_invalid)
  .required(M.required)
  .max(MAX_UPLOAD_BYTES, M.too_large);
