import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  NewPassword,
  OkAnswer,
  PasswordReset,
  ResetCode,
  ResetCodeChecked,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { LIMITS, limited } from '../../../http/rate-limits';
import { usernameQuery } from './schemas';

export default async function forgotPasswordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/forgot-password/',
    {
      preHandler: limited(app, 'code-send', LIMITS.codeSend),
      schema: {
        operationId: 'sendPasswordResetCode',
        tags: ['auth'],
        summary: 'Send a password-reset code',
        description:
          'Answers 200 OK for any well-formed identifier, whether or not an account has it, so this call tells nothing that check-user does not; a code is sent only to an existing verified account.',
        querystring: usernameQuery,
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await app.accounts.sendResetCode(request.query.username);
      return { status_message: 'OK' as const };
    },
  );

  app.post(
    '/api/forgot-password/',
    {
      preHandler: limited(app, 'code-check', LIMITS.codeCheck),
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary:
          'Check the reset code (step=validation), then set the new password (step=password_reset)',
        description: `step=validation, body {code}: answers a transaction_code valid 10 minutes; 400 INVALID_CODE (with tries) or TIME_ELAPSED.
step=password_reset&transaction_code=…, body {password}: sets the password, closes every other login and answers authTokens;
400 INVALID_CODE for a wrong or used transaction code, TIME_ELAPSED once expired, INVALID_PASSWORD (with xtra_errors.password) for a weak password.`,
        querystring: Type.Object({
          ...usernameQuery.properties,
          step: Type.Enum(['validation', 'password_reset']),
          transaction_code: Type.Optional(Type.String()),
        }),
        // Each step checks its own fields with the spec's status: only their types here.
        body: Type.Partial(Type.Object({ ...ResetCode.properties, ...NewPassword.properties })),
        response: {
          200: Type.Union([ResetCodeChecked, PasswordReset]),
          '4xx': ErrorAnswer,
        },
      },
    },
    (request) => {
      const { username, step, transaction_code } = request.query;
      return step === 'validation'
        ? app.accounts.checkResetCode(username, request.body)
        : app.accounts.resetPassword({
            username,
            transactionCode: transaction_code,
            body: request.body,
          });
    },
  );
}
