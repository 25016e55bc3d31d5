import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountExists, ErrorAnswer, OkAnswer } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { LIMITS, limited } from '../../../http/rate-limits';
import { currentUser } from '../../../plugins/auth';

export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/check-authentication/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'checkAuthentication',
        tags: ['auth'],
        summary: 'Whether the access token is valid (200) or not (401)',
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async () => ({ status_message: 'OK' as const }),
  );

  app.get(
    '/api/check-user/:username/',
    {
      preHandler: limited(app, 'check-user', LIMITS.checkUser),
      schema: {
        operationId: 'checkUser',
        tags: ['auth'],
        summary: 'Whether a verified account uses this e-mail or phone number',
        description:
          'Public: the sign-up and forgot-password screens need it. Answers 400 INVALID_EMAIL_PHONE_NUMBER when the text is neither an e-mail nor a phone number, 429 beyond 30 calls a minute from one address.',
        params: Type.Object({ username: Type.String() }),
        response: { 200: AccountExists, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      exists: await app.accounts.exists(request.params.username),
    }),
  );

  app.post(
    '/api/me/logout/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'logOut',
        tags: ['auth'],
        summary: 'Close this login: its refresh and access tokens stop working',
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await app.tokens.revokeSession(currentUser(request).sessionId);
      return { status_message: 'OK' as const };
    },
  );
}
