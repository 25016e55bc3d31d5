import { COUNTRY } from '@quiz/shared/constants';

/**
 * An identifier as the back office shows it: an e-mail as it is, a phone number
 * (kept in its national form) after the Cameroon prefix, '+237 677123456'.
 */
export function displayIdentifier(value: string): string {
  if (value.includes('@')) return value;
  const national = value.replace(/^\+?237\s*/, '');
  return `${COUNTRY.country_code} ${national}`;
}
