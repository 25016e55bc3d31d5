import type { Credentials } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { DomainError, invalid } from '../errors';
import { parseIdentifier } from './identifiers';
import type { LoginLimits } from './login-limits';
import { verifyPassword } from './passwords';
import type { AuthTokens, TokenService } from './tokens';
import { findByIdentifier, recordLogin } from './users';

export type LoginOutcome =
  | { outcome: 'signed_in'; tokens: AuthTokens }
  /** too many failed attempts: nothing was checked, try again in retryAfter seconds */
  | { outcome: 'limited'; retryAfter: number };

/**
 * Logs in with an e-mail or phone number and a password. Failed attempts count
 * towards the login limits; a right password does not, even on an account that
 * still awaits its verification code (refused with code_required).
 */
export async function logIn(
  db: Db,
  services: { limits: LoginLimits; tokens: TokenService },
  { username, password }: Credentials,
  address: string,
): Promise<LoginOutcome> {
  const identifier = parseIdentifier(username);
  const attempt = await services.limits.begin(identifier?.value ?? username.trim(), address);
  if (attempt.outcome === 'limited') return attempt;
  const user = identifier ? await findByIdentifier(db, identifier) : undefined;
  if (!user || !identifier) {
    throw invalid('INVALID_EMAIL_PHONE_NUMBER', {
      username: 'status.INVALID_EMAIL_PHONE_NUMBER',
    });
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    throw invalid('INVALID_PASSWORD', { password: 'status.INVALID_PASSWORD' });
  }
  // The password was right: this attempt is no failure, whatever comes next.
  await services.limits.succeeded(attempt.id);
  if (!user.is_verified) {
    throw new DomainError('forbidden', 'NOT_ALLOWED', {
      extra: { code_required: true, username: identifier.value },
    });
  }
  await recordLogin(db, user.id);
  return { outcome: 'signed_in', tokens: await services.tokens.login(user.id) };
}
