import { PASSWORD_MIN_LENGTH } from '@quiz/shared/constants';

/**
 * Passwords everyone tries first. Short on purpose: it catches the usual
 * guesses without shipping a dictionary to the server.
 */
const common = new Set([
  'password',
  'password1',
  'motdepasse',
  '12345678',
  '123456789',
  '1234567890',
  'azertyuiop',
  'qwertyuiop',
  'azerty123',
  'qwerty123',
  'iloveyou',
  'cameroun',
  'cameroon',
  'cameroun237',
  'football',
  'bonjour123',
  'password123',
  'admin123',
  'welcome1',
  'soleil123',
  '11111111',
  '00000000',
  '87654321',
  'abcd1234',
  'azertyui',
  'qwertyui',
  'jesus123',
  'dieuestbon',
]);

/**
 * Why a new password is refused, as message keys: the spec's "list of
 * password errors" shown on sign-up. Empty when it is acceptable.
 */
export function passwordProblems(password: string, identifier?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('validation.password_too_short');
  if (/^\d+$/.test(password)) problems.push('validation.password_numeric');
  if (common.has(password.toLowerCase())) problems.push('validation.password_common');
  if (identifier && isSimilar(password, identifier)) problems.push('validation.password_similar');
  return problems;
}

function isSimilar(password: string, identifier: string): boolean {
  const name = identifier.split('@')[0]?.toLowerCase() ?? '';
  const lower = password.toLowerCase();
  return name.length >= 4 && (lower.includes(name) || name.includes(lower));
}
