import { forgotPasswordCodeSchema, forgotPasswordResetSchema } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { invalid } from '../errors';
import { checked } from '../forms';
import type { OneTimeCodes } from './codes';
import { updateUser, weakPassword } from './edits';
import { passwordProblems } from './password-policy';
import { hashPassword } from './passwords';
import { identifierOf } from './registration';
import type { TokenService } from './tokens';
import { findByIdentifier } from './users';

/*
 * The forgotten password, in the spec's three calls: a code is sent, the code
 * is exchanged for a transaction code valid 10 minutes, and the transaction
 * code sets the new password.
 */

interface ResetServices {
  codes: OneTimeCodes;
  tokens: TokenService;
}

const invalidCode = (extra?: Record<string, unknown>) =>
  invalid('INVALID_CODE', { code: 'status.INVALID_CODE' }, extra);

/**
 * Sends a reset code to a verified account. Any well-formed identifier is
 * answered alike, so this tells nothing that check-user does not.
 */
export async function sendResetCode(db: Db, codes: OneTimeCodes, username: string | undefined) {
  const identifier = identifierOf(username);
  const user = await findByIdentifier(db, identifier);
  if (user?.is_verified) {
    await codes.issue({
      purpose: 'password_reset',
      to: identifier,
      userId: user.id,
      language: user.language,
    });
  }
}

/** Step 1: the code sent, exchanged for a transaction code. */
export async function checkResetCode(
  codes: OneTimeCodes,
  username: string | undefined,
  body: unknown,
) {
  const identifier = identifierOf(username);
  const { code } = checked(forgotPasswordCodeSchema, body, 'INVALID_CODE');
  const check = await codes.check('password_reset', identifier, code);
  if (check.outcome === 'expired') throw invalid('TIME_ELAPSED', { code: 'status.TIME_ELAPSED' });
  if (check.outcome === 'missing') throw invalidCode();
  if (check.outcome !== 'ok') {
    const { outcome: _outcome, ...attempts } = check;
    throw invalidCode(attempts);
  }
  return {
    status_message: 'OK' as const,
    transaction_code: await codes.openTransaction(check.row),
  };
}

/**
 * Step 2: the transaction code sets the new password. Whoever knew the old
 * one is signed out everywhere; a new login is opened.
 */
export async function resetPassword(
  db: Db,
  services: ResetServices,
  request: { username: string | undefined; transactionCode: string | undefined; body: unknown },
) {
  const identifier = identifierOf(request.username);
  const { password } = checked(forgotPasswordResetSchema, request.body, 'INVALID_PASSWORD');
  const problems = passwordProblems(password, identifier.value);
  if (problems.length > 0) throw weakPassword('INVALID_PASSWORD', 'password', problems);
  const closed = await services.codes.closeTransaction(
    'password_reset',
    identifier,
    request.transactionCode ?? '',
  );
  if (closed.outcome === 'expired') throw invalid('TIME_ELAPSED');
  if (closed.outcome !== 'ok' || closed.row.user_id === null) throw invalidCode();

  const userId = closed.row.user_id;
  await updateUser(db, userId, { password_hash: await hashPassword(password) });
  await services.tokens.revokeUser(userId);
  const user = await findByIdentifier(db, identifier);
  if (!user) throw invalidCode();
  return { status_message: 'OK' as const, authTokens: await services.tokens.login(userId) };
}
