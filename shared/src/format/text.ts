/** Truncation and contact masking (player spec sections 5 and 9). */

const ELLIPSIS = '…';

/**
 * Keeps the first `max` characters and adds '…' when the text was longer (so the
 * result has at most max + 1 characters). Counts code points, so an emoji is never cut
 * in half; trailing spaces before the ellipsis are dropped.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join('').trimEnd() + ELLIPSIS;
}

/** Phone: first 3 digits, a star per hidden digit, last 2: '677123456' -> '677****56'. */
export function maskPhone(phone: string): string {
  const shown = 3 + 2;
  if (phone.length <= shown) return '*'.repeat(phone.length);
  return phone.slice(0, 3) + '*'.repeat(phone.length - shown) + phone.slice(-2);
}

/**
 * E-mail: first 3 characters of the local part, then '***' whatever its length (the
 * length itself would give a hint), and the domain masked except its last label:
 * 'jean.dupont@gmail.com' -> 'jea***@*****.com'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskPhone(email);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const maskedDomain = dot < 0 ? '*'.repeat(domain.length) : '*'.repeat(dot) + domain.slice(dot);
  return `${local.slice(0, 3)}***@${maskedDomain}`;
}

/** Masks an e-mail or a phone number, telling them apart by the '@'. */
export function maskContact(contact: string): string {
  return contact.includes('@') ? maskEmail(contact) : maskPhone(contact);
}
