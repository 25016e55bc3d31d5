import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuthTokens, Credentials, ErrorAnswer, TokenRefresh } from '@quiz/shared/contract';
import { loginSchema, tokenRefreshSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { withStoredUsername } from '../../../domain/accounts/identifiers';
import { LOGIN_LIMITS } from '../../../domain/accounts/login-limits';
import { TokenRefusedError } from '../../../domain/accounts/tokens';
import { ApiError } from '../../../errors';
import { tooManyRequests } from '../../../http/rate-limits';
import { formBody } from '../../../http/validate';

export default async function tokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/token/',
    {
      validatorCompiler: formBody(loginSchema, 'BAD', withStoredUsername),
      schema: {
        operationId: 'logIn',
        tags: ['auth'],
        summary: 'Log in with an e-mail or phone number and a password',
        description: `Answers 400 INVALID_EMAIL_PHONE_NUMBER when no verified account has this identifier, 400 INVALID_PASSWORD when the password is wrong, 403 NOT_ALLOWED with code_required when the account still awaits its verification code, 429 (with Retry-After) after too many failed attempts in ${LOGIN_LIMITS.windowSeconds / 60} minutes: ${LOGIN_LIMITS.perAccountAndAddress} on one account from one address, ${LOGIN_LIMITS.perAccount} on one account from all addresses, ${LOGIN_LIMITS.perAddress} from one address. Successful logins do not count.`,
        body: Credentials,
        response: { 200: AuthTokens, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const login = await app.accounts.logIn(request.body, request.ip);
      if (login.outcome === 'limited') {
        throw tooManyRequests(reply, login.retryAfter);
      }
      return login.tokens;
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      validatorCompiler: formBody(tokenRefreshSchema),
      schema: {
        operationId: 'refreshTokens',
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair (rotation)',
        description:
          'Each refresh token works once. Presenting one that was already exchanged closes that login: every token of it stops working (401).',
        body: TokenRefresh,
        response: { 200: AuthTokens, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      try {
        return await app.tokens.rotate(request.body.refresh);
      } catch (error) {
        if (error instanceof TokenRefusedError) throw new ApiError(401, 'NOT_AUTHENTICATED');
        throw error;
      }
    },
  );
}
