import { forgotPasswordCodeSchema, forgotPasswordResetSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '../../../db/time';
import { type Identifier, parseIdentifier } from '../../../domain/accounts/identifiers';
import { passwordProblems } from '../../../domain/accounts/password-policy';
import { hashPassword } from '../../../domain/accounts/passwords';
import { findByIdentifier } from '../../../domain/accounts/users';
import { ApiError } from '../../../errors';
import { LIMITS, limited } from '../../../http/rate-limits';
import { parse } from '../../../http/validate';
import { attemptsProperties, errorSchema, tokensSchema } from './schemas';

interface ForgotQuery {
  username?: string;
  step?: 'validation' | 'password_reset';
  transaction_code?: string;
}

function identifierOf(username: string | undefined): Identifier {
  const identifier = username ? parseIdentifier(username) : null;
  if (!identifier) {
    throw new ApiError(400, 'INVALID_EMAIL_PHONE_NUMBER', {
      errors: { username: 'validation.email_phone_invalid' },
    });
  }
  return identifier;
}

const invalidCode = (extra?: Record<string, unknown>) =>
  new ApiError(400, 'INVALID_CODE', {
    errors: { code: 'status.INVALID_CODE' },
    ...(extra ? { extra } : {}),
  });

export default async function forgotPasswordRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ForgotQuery }>(
    '/api/forgot-password/',
    {
      preHandler: limited(app, 'code-send', LIMITS.codeSend),
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset code',
        description:
          'Answers 200 OK for any well-formed identifier, whether or not an account has it, so this call tells nothing that check-user does not; a code is sent only to an existing verified account.',
        querystring: { type: 'object', properties: { username: { type: 'string' } } },
        response: {
          200: { type: 'object', properties: { status_message: { type: 'string' } } },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => {
      const identifier = identifierOf(request.query.username);
      const user = await findByIdentifier(app.db, identifier);
      if (user?.is_verified) {
        await app.codes.issue({
          purpose: 'password_reset',
          to: identifier,
          userId: user.id,
          language: user.language,
        });
      }
      return { status_message: 'OK' };
    },
  );

  app.post<{ Querystring: ForgotQuery }>(
    '/api/forgot-password/',
    {
      preHandler: limited(app, 'code-check', LIMITS.codeCheck),
      schema: {
        tags: ['auth'],
        summary:
          'Check the reset code (step=validation), then set the new password (step=password_reset)',
        description: `step=validation, body {code}: answers a transaction_code valid 10 minutes; 400 INVALID_CODE (with tries) or TIME_ELAPSED.
step=password_reset&transaction_code=…, body {password}: sets the password, closes every other login and answers authTokens;
400 INVALID_CODE for a wrong or used transaction code, TIME_ELAPSED once expired, INVALID_PASSWORD (with xtra_errors.password) for a weak password.`,
        querystring: {
          type: 'object',
          properties: {
            username: { type: 'string' },
            step: { type: 'string', enum: ['validation', 'password_reset'] },
            transaction_code: { type: 'string' },
          },
          required: ['step'],
        },
        body: {
          type: 'object',
          properties: { code: { type: 'string' }, password: { type: 'string' } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              status_message: { type: 'string' },
              transaction_code: { type: 'string' },
              authTokens: tokensSchema,
            },
          },
          '4xx': {
            ...errorSchema,
            properties: { ...errorSchema.properties, ...attemptsProperties },
          },
        },
      },
    },
    async (request) => {
      const identifier = identifierOf(request.query.username);
      return request.query.step === 'validation'
        ? validateCode(app, identifier, request.body)
        : resetPassword(app, identifier, request.query.transaction_code, request.body);
    },
  );
}

async function validateCode(app: FastifyInstance, identifier: Identifier, body: unknown) {
  const { code } = parse(forgotPasswordCodeSchema, body, 'INVALID_CODE');
  const check = await app.codes.check('password_reset', identifier, code);
  if (check.outcome === 'expired')
    throw new ApiError(400, 'TIME_ELAPSED', { errors: { code: 'status.TIME_ELAPSED' } });
  if (check.outcome === 'missing') throw invalidCode();
  if (check.outcome !== 'ok') {
    const { outcome: _outcome, ...attempts } = check;
    throw invalidCode(attempts);
  }
  return { status_message: 'OK', transaction_code: await app.codes.openTransaction(check.row) };
}

async function resetPassword(
  app: FastifyInstance,
  identifier: Identifier,
  transactionCode: string | undefined,
  body: unknown,
) {
  const { password } = parse(forgotPasswordResetSchema, body, 'INVALID_PASSWORD');
  const problems = passwordProblems(password, identifier.value);
  if (problems.length > 0) {
    throw new ApiError(400, 'INVALID_PASSWORD', {
      errors: { password: problems[0] ?? '' },
      xtra_errors: { password: problems },
    });
  }
  const closed = await app.codes.closeTransaction(
    'password_reset',
    identifier,
    transactionCode ?? '',
  );
  if (closed.outcome === 'expired') throw new ApiError(400, 'TIME_ELAPSED');
  if (closed.outcome !== 'ok' || closed.row.user_id === null) throw invalidCode();

  const userId = closed.row.user_id;
  await app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: isoNow() })
    .where('id', '=', userId)
    .execute();
  // Whoever knew the old password is signed out everywhere.
  await app.tokens.revokeUser(userId);
  const user = await findByIdentifier(app.db, identifier);
  if (!user) throw invalidCode();
  return { status_message: 'OK', authTokens: await app.tokens.login(userId) };
}
