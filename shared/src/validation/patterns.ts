/** Plain predicates behind the schemas, for callers that only need a yes/no. */
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, VERIFICATION_CODE_LENGTH } from '../constants/auth';
import { COUNTRY } from '../constants/business';

/**
 * Non-space text, an at sign, non-space text, a dot and at least two letters (player
 * spec section 5). '@' is excluded from the parts so 'a@b@c.cm' is refused.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Digits only, more than 5 and at most 16 of them (a number once read, see nationalPhone). */
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** What people put between the digits of a phone number: spaces, dots, dashes, parentheses. */
const PHONE_SEPARATORS = /[\s.()-]/g;

/** +237, 00237 or 237 before the 9 digits of a Cameroonian number. */
const COUNTRY_PREFIX = new RegExp(`^(?:\\+|00)?${COUNTRY.country_code.slice(1)}(\\d{9})$`);

/**
 * A phone number as people write it, in the national form accounts store: '+237 699 20 32 57',
 * '00237 699-20-32-57', '(237) 699.20.32.57' and '699203257' all read '699203257'. Anything
 * else is returned without its separators, so the digits check still refuses it.
 */
export function nationalPhone(value: string): string {
  const compact = value.replace(PHONE_SEPARATORS, '');
  return COUNTRY_PREFIX.exec(compact)?.[1] ?? compact;
}

export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** Settings send the birthday as 'day-month-year', e.g. '7-3-1990' or '07-03-1990'. */
export const BIRTHDAY_STRING_PATTERN = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/** Accepted profile-picture types ('image/jpg' is not standard but browsers send it). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpg', 'image/jpeg'] as const;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A phone number in any of the ways people write one (see nationalPhone). */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(nationalPhone(value));
}

export function isEmailOrPhone(value: string): boolean {
  return isEmail(value) || isPhone(value);
}

/**
 * Characters no name may hold: control characters (C0, DEL, C1), lone surrogates, and the
 * invisible ones that reorder or hide text (direction marks, embeddings, overrides and
 * isolates, zero-width space, word joiner, byte-order mark, line and paragraph separators,
 * annotation marks). A name with them can spoof another player's in lists and the hall of
 * fame. Zero-width joiners stay: emoji sequences and several scripts need them.
 */
const FORBIDDEN_NAME_CHARACTERS =
  /[\p{Cc}\p{Cs}\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/u;

export function hasForbiddenNameCharacters(value: string): boolean {
  return FORBIDDEN_NAME_CHARACTERS.test(value);
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
