/** Dates, relative times and countdowns (player spec section 9). */

import type { Messages } from '../i18n/catalog';
import { t } from '../i18n/catalog';
import type { Language } from '../types/enums';

export const MONTHS_SHORT: Readonly<Record<Language, readonly string[]>> = {
  fr: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Beyond this many days a plain date is clearer than "N days ago". */
const RELATIVE_DAYS_MAX = 15;

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function isLanguage(value: string): value is Language {
  return value === 'fr' || value === 'en';
}

/**
 * A date in the language's usual short form: '7 mars 2024' / 'Mar 7, 2024'. Built
 * from the month lists rather than Intl so the text is identical on every engine.
 * Uses the runtime's local time zone, like the rest of the UI.
 */
export function formatDate(value: DateInput, lang: Language): string {
  const date = toDate(value);
  const month = MONTHS_SHORT[lang][date.getMonth()] ?? '';
  return lang === 'fr'
    ? `${date.getDate()} ${month} ${date.getFullYear()}`
    : `${month} ${date.getDate()}, ${date.getFullYear()}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date and a time of day, for what happens at a set moment (a challenge's
 * closing): '7 mars 2024 à 14:05' / 'Mar 7, 2024 at 14:05'. 24-hour time, as
 * read in Cameroon in both languages; the runtime's local time zone.
 */
export function formatDateTime(value: DateInput, lang: Language): string {
  const date = toDate(value);
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`;
  return `${formatDate(date, lang)} ${lang === 'fr' ? 'à' : 'at'} ${time}`;
}

/**
 * How long ago `value` was, as of `now` (a parameter so results are reproducible):
 * more than 15 days: a date; 2 to 15 days: 'N days ago'; 1 day: 'Yesterday'; then
 * hours, minutes and 'Just now'. Days are whole 24-hour periods elapsed. Future
 * times (clock skew with the server) read as 'Just now'. Words come from `messages`.
 */
export function formatRelativeTime(value: DateInput, now: Date, messages: Messages): string {
  const elapsed = now.getTime() - toDate(value).getTime();
  const days = Math.floor(elapsed / DAY_MS);
  if (days > RELATIVE_DAYS_MAX) {
    const lang = isLanguage(messages.meta.lang) ? messages.meta.lang : 'en';
    return formatDate(value, lang);
  }
  if (days >= 2) return t(messages, 'time.days_ago', { count: days });
  if (days === 1) return t(messages, 'time.yesterday');
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= 2) return t(messages, 'time.hours_ago', { count: hours });
  if (hours === 1) return t(messages, 'time.hour_ago');
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (minutes >= 2) return t(messages, 'time.minutes_ago', { count: minutes });
  if (minutes === 1) return t(messages, 'time.minute_ago');
  return t(messages, 'time.just_now');
}

/** Countdowns and timers: '05:07' under an hour, '1:02:03' beyond; negatives show 00:00. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * The wait a refusal for too many attempts gives (429: `retry_after` in the
 * body, in seconds, as the Retry-After header says it), in whole minutes as
 * the apps tell it: never "a moment" for an hour; one minute when none is given.
 */
export function waitMinutes(retryAfterSeconds: unknown): number {
  const seconds = Number(retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}
