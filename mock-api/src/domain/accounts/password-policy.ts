import { PASSWORD_MIN_LENGTH } from '@quiz/shared/constants';
import { passwordShapeProblem } from '@quiz/shared/validation';
import { searchText } from '../catalogue/search-text';
import { COMMON_PASSWORDS } from './common-passwords';

/** Letters people swap for look-alike digits and signs: 'p@ssw0rd' is 'password'. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

const undisguised = (text: string) => text.replace(/[013457@$!]/g, (c) => LOOK_ALIKES[c] ?? c);

/** Without the digits and signs before and after the word: 'Soleil2024!' -> 'soleil'. */
const bare = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * The forms of a password that guessers try from the list: as typed but folded
 * (case, accents), without separators, without the digits and signs around the
 * word, and with look-alikes read back as letters.
 */
function guessForms(password: string): string[] {
  const joined = searchText(password).replace(/[\s._-]+/g, '');
  return [joined, bare(joined), undisguised(bare(joined)), bare(undisguised(joined))];
}

export function isCommonPassword(password: string): boolean {
  return guessForms(password).some((form) => COMMON_PASSWORDS.has(form));
}

/**
 * Why a new password is refused, as message keys: the spec's "list of
 * password errors" shown on sign-up. Empty when it is acceptable. The shape
 * rules are the shared ones the forms check too; the list of common passwords
 * stays here, so that browsers do not download it.
 */
export function passwordProblems(password: string, identifier?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('validation.password_too_short');
  const shape = passwordShapeProblem(password);
  if (shape) problems.push(shape);
  if (/^\d+$/.test(password)) problems.push('validation.password_numeric');
  if (isCommonPassword(password)) problems.push('validation.password_common');
  if (identifier && isSimilar(password, identifier)) problems.push('validation.password_similar');
  return problems;
}

function isSimilar(password: string, identifier: string): boolean {
  const name = identifier.split('@')[0]?.toLowerCase() ?? '';
  const lower = password.toLowerCase();
  return name.length >= 4 && (lower.includes(name) || name.includes(lower));
}
