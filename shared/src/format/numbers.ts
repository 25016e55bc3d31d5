/** Numbers, money and the credits counter (player spec sections 2 and 9). */
import { CREDITS_COUNTER_CAP, CURRENCY } from '../constants/business';
import type { Language } from '../types/enums';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-US' };
const DECIMAL_SEPARATORS: Record<Language, string> = { fr: ',', en: '.' };

const GROUPED_MIN = 1000;
const GROUPED_MAX = 1_000_000;

/**
 * Intl separates with no-break spaces (U+00A0, and U+202F in recent fr-FR data); they
 * are turned into plain spaces so the output is the same on every engine and testable.
 */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** Integer digits in groups of three separated by spaces: 1234567 -> '1 234 567'. */
export function groupDigits(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Up to 2 decimals with the language's separator, trailing zeros dropped. */
function fraction(value: number, lang: Language): string {
  const rounded = Math.round(Math.abs(value) * 100) % 100;
  if (rounded === 0) return '';
  const decimals = String(rounded).padStart(2, '0').replace(/0$/, '');
  return DECIMAL_SEPARATORS[lang] + decimals;
}

/**
 * Display of counts and amounts: below 1000 plain ('999', '2,5'); 1000 to 1,000,000
 * inclusive grouped with spaces in both languages ('12 500'); beyond, compact with up to
 * 2 decimals in the language's locale ('1,5 M' in French, '1.5M' in English).
 */
export function formatNumber(value: number, lang: Language): string {
  const size = Math.abs(value);
  if (size > GROUPED_MAX) {
    const compact = new Intl.NumberFormat(LOCALES[lang], {
      notation: 'compact',
      maximumFractionDigits: 2,
    });
    return normalizeSpaces(compact.format(value));
  }
  // Round first so 999.999 shows as '1 000', not '999,100'.
  const rounded = Math.round(value * 100) / 100;
  const integer =
    Math.abs(rounded) >= GROUPED_MIN ? groupDigits(rounded) : String(Math.trunc(rounded));
  const sign = rounded < 0 && integer === '0' ? '-' : '';
  return sign + integer + fraction(rounded, lang);
}

/**
 * FCFA amounts: exact whole francs grouped with spaces, never compacted, since a
 * player checking a payout needs every digit ('1 500 000 FCFA').
 */
export function formatMoney(amount: number): string {
  return `${groupDigits(Math.round(amount))} ${CURRENCY}`;
}

/** Header credits counter: 'x3', and '+9' above 9. */
export function formatCredits(credits: number): string {
  return credits > CREDITS_COUNTER_CAP ? `+${CREDITS_COUNTER_CAP}` : `x${Math.max(0, credits)}`;
}
