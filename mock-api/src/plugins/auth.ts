import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type OneTimeCodes, oneTimeCodes } from '../domain/accounts/codes';
import { loadSecret } from '../domain/accounts/secrets';
import { TokenRefusedError, type TokenService, tokenService } from '../domain/accounts/tokens';
import { type MessageSender, outboxSender } from '../domain/messages/sender';
import { ApiError } from '../errors';

export interface SessionUser {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    codes: OneTimeCodes;
    messages: MessageSender;
    /** preHandler: the request must carry a valid access token */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: a token is optional, but a bad one is refused */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const notAuthenticated = () => new ApiError(401, 'NOT_AUTHENTICATED');

/** Tokens, one-time codes, the message sender and the two access checks. */
export default fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const secret = await loadSecret(app.db, config);
    app.decorate('tokens', tokenService(app.db, secret));
    app.decorate(
      'messages',
      outboxSender(app.db, {
        keepSecrets: config.NODE_ENV === 'development',
        log: (fields, line) => app.log.info(fields, line),
      }),
    );
    app.decorate('codes', oneTimeCodes(app.db, secret, app.messages));
    app.decorateRequest('user', null);

    async function userFrom(request: FastifyRequest): Promise<SessionUser | null | 'refused'> {
      const header = request.headers.authorization;
      if (!header) return null;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) return 'refused';
      try {
        const claims = await app.tokens.verifyAccess(token);
        const user = await app.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', claims.userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        return user ? { id: user.id, sessionId: claims.sessionId } : 'refused';
      } catch (error) {
        if (error instanceof TokenRefusedError) return 'refused';
        throw error;
      }
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await userFrom(request);
      if (user === null || user === 'refused') throw notAuthenticated();
      request.user = user;
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      const user = await userFrom(request);
      if (user === 'refused') throw notAuthenticated();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** The signed-in user of a route guarded by app.authenticate. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
