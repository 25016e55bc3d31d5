import { loginSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { parseIdentifier, withStoredUsername } from '../../../domain/accounts/identifiers';
import { LOGIN_LIMITS, loginLimits } from '../../../domain/accounts/login-limits';
import { verifyPassword } from '../../../domain/accounts/passwords';
import { TokenRefusedError } from '../../../domain/accounts/tokens';
import { findByIdentifier, recordLogin } from '../../../domain/accounts/users';
import { ApiError } from '../../../errors';
import { parse } from '../../../http/validate';
import { errorSchema, tokensSchema } from './schemas';

const refreshSchema = object({ refresh: string().required('validation.required') });

export default async function tokenRoutes(app: FastifyInstance) {
  const limits = loginLimits(app.db);

  app.post(
    '/api/token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with an e-mail or phone number and a password',
        description: `Answers 400 INVALID_EMAIL_PHONE_NUMBER when no verified account has this identifier, 400 INVALID_PASSWORD when the password is wrong, 403 NOT_ALLOWED with code_required when the account still awaits its verification code, 429 (with Retry-After) after too many failed attempts in ${LOGIN_LIMITS.windowSeconds / 60} minutes: ${LOGIN_LIMITS.perAccountAndAddress} on one account from one address, ${LOGIN_LIMITS.perAccount} on one account from all addresses, ${LOGIN_LIMITS.perAddress} from one address. Successful logins do not count.`,
        body: {
          type: 'object',
          properties: { username: { type: 'string' }, password: { type: 'string' } },
        },
        response: { 200: tokensSchema, '4xx': errorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = parse(loginSchema, withStoredUsername(request.body));
      const identifier = parseIdentifier(username);
      const attempt = await limits.begin(identifier?.value ?? username.trim(), request.ip);
      if (attempt.outcome === 'limited') {
        reply.header('retry-after', attempt.retryAfter);
        throw new ApiError(429, 'TOO_MANY_REQUESTS');
      }
      const user = identifier ? await findByIdentifier(app.db, identifier) : undefined;
      if (!user || !identifier) {
        throw new ApiError(400, 'INVALID_EMAIL_PHONE_NUMBER', {
          errors: { username: 'status.INVALID_EMAIL_PHONE_NUMBER' },
        });
      }
      if (!(await verifyPassword(user.password_hash, password))) {
        throw new ApiError(400, 'INVALID_PASSWORD', {
          errors: { password: 'status.INVALID_PASSWORD' },
        });
      }
      // The password was right: this attempt is no failure, whatever comes next.
      await limits.succeeded(attempt.id);
      if (!user.is_verified) {
        throw new ApiError(403, 'NOT_ALLOWED', {
          extra: { code_required: true, username: identifier.value },
        });
      }
      await recordLogin(app.db, user.id);
      return app.tokens.login(user.id);
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair (rotation)',
        description:
          'Each refresh token works once. Presenting one that was already exchanged closes that login: every token of it stops working (401).',
        body: { type: 'object', properties: { refresh: { type: 'string' } } },
        response: { 200: tokensSchema, '4xx': errorSchema },
      },
    },
    async (request) => {
      const { refresh } = parse(refreshSchema, request.body);
      try {
        return await app.tokens.rotate(refresh);
      } catch (error) {
        if (error instanceof TokenRefusedError) throw new ApiError(401, 'NOT_AUTHENTICATED');
        throw error;
      }
    },
  );
}
