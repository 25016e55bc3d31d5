/** Plain predicates behind the schemas, for callers that only need a yes/no. */
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, VERIFICATION_CODE_LENGTH } from '../constants/auth';

/**
 * Non-space text, an at sign, non-space text, a dot and at least two letters (player
 * spec section 5). '@' is excluded from the parts so 'a@b@c.cm' is refused.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Digits only, more than 5 and at most 16 of them. */
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** Settings send the birthday as 'day-month-year', e.g. '7-3-1990' or '07-03-1990'. */
export const BIRTHDAY_STRING_PATTERN = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/** Accepted profile-picture types ('image/jpg' is not standard but browsers send it). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpg', 'image/jpeg'] as const;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isEmailOrPhone(value: string): boolean {
  return isEmail(value) || isPhone(value);
}

export function isAllowedImageMime(mime: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mime.toLowerCase());
}

/** Splits a 'day-month-year' birthday string; null when it is not in that shape. */
export function parseBirthdayString(
  value: string,
): { day: number; month: number; year: number } | null {
  const match = BIRTHDAY_STRING_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  return { day: Number(day), month: Number(month), year: Number(year) };
}

/**
 * Absolute http(s) URL with a host, as ads link to partners' sites. A pattern rather
 * than `new URL` keeps the module free of runtime globals outside ECMAScript.
 */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#.][^\s/?#]*\.[^\s/?#]+(?:[/?#]\S*)?$/i;

export function isHttpUrl(value: string): boolean {
  return HTTP_URL_PATTERN.test(value);
}
