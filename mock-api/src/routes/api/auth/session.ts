import type { FastifyInstance } from 'fastify';
import { parseIdentifier } from '../../../domain/accounts/identifiers';
import { findByIdentifier } from '../../../domain/accounts/users';
import { ApiError } from '../../../errors';
import { LIMITS, limited } from '../../../http/rate-limits';
import { currentUser } from '../../../plugins/auth';
import { errorSchema } from './schemas';

const okSchema = { type: 'object', properties: { status_message: { type: 'string' } } } as const;

export default async function sessionRoutes(app: FastifyInstance) {
  app.get(
    '/api/check-authentication/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Whether the access token is valid (200) or not (401)',
        security: [{ bearer: [] }],
        response: { 200: okSchema, 401: errorSchema },
      },
    },
    async () => ({ status_message: 'OK' }),
  );

  app.get<{ Params: { username: string } }>(
    '/api/check-user/:username/',
    {
      preHandler: limited(app, 'check-user', LIMITS.checkUser),
      schema: {
        tags: ['auth'],
        summary: 'Whether a verified account uses this e-mail or phone number',
        description:
          'Public: the sign-up and forgot-password screens need it. Answers 400 INVALID_EMAIL_PHONE_NUMBER when the text is neither an e-mail nor a phone number, 429 beyond 30 calls a minute from one address.',
        params: { type: 'object', properties: { username: { type: 'string' } } },
        response: {
          200: {
            type: 'object',
            properties: { status_message: { type: 'string' }, exists: { type: 'boolean' } },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => {
      const identifier = parseIdentifier(request.params.username);
      if (!identifier) {
        throw new ApiError(400, 'INVALID_EMAIL_PHONE_NUMBER', {
          errors: { username: 'validation.email_phone_invalid' },
        });
      }
      const user = await findByIdentifier(app.db, identifier);
      return { status_message: 'OK', exists: Boolean(user?.is_verified) };
    },
  );

  app.post(
    '/api/me/logout/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Close this login: its refresh and access tokens stop working',
        security: [{ bearer: [] }],
        response: { 200: okSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await app.tokens.revokeSession(currentUser(request).sessionId);
      return { status_message: 'OK' };
    },
  );
}
