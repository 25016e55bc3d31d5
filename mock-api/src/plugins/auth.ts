import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type OneTimeCodes, oneTimeCodes } from '../domain/accounts/codes';
import { holdsRole, type Role } from '../domain/accounts/roles';
import { loadSecret } from '../domain/accounts/secrets';
import type { SignedIn } from '../domain/accounts/signed-in';
import { TokenRefusedError, type TokenService, tokenService } from '../domain/accounts/tokens';
import { type MessageSender, outboxSender } from '../domain/messages/sender';
import { ApiError } from '../errors';

/**
 * The signed-in player of a request: the token's login, and the player's row,
 * balances, manager record and read versions as the token check read them.
 */
export interface SessionUser extends SignedIn {
  id: number;
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
    /**
     * preHandler: a valid access token of a user holding one of the roles
     * (domain/accounts/roles.ts); others get 403. The one guard of every
     * route reserved to players or to an area of the back office.
     */
    requireRole(...roles: Role[]): RoleGuard;
    /** a key of its own for one purpose, derived from the server's secret */
    derivedKey(purpose: string): Buffer;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const notAuthenticated = () => new ApiError(401, 'NOT_AUTHENTICATED');

/** A role guard keeps its roles, so the API document can say who may call the route. */
export type RoleGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  roles: readonly Role[];
};

/** Tokens, one-time codes, the message sender and the two access checks. */
export default fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const secret = await loadSecret(app.db, config);
    app.decorate('tokens', tokenService(app.db, secret));
    app.decorate('derivedKey', (purpose: string) =>
      createHmac('sha256', secret).update(`quiz:${purpose}`).digest(),
    );
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
        const login = await app.tokens.verifyAccess(token);
        return { ...login, id: login.userId };
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

    app.decorate('requireRole', (...roles: Role[]): RoleGuard => {
      const guard = async (request: FastifyRequest, reply: FastifyReply) => {
        await app.authenticate(request, reply);
        const { manager } = currentUser(request);
        if (holdsRole(manager, roles)) return;
        // Managers asking for a player's action get the spec's own answer.
        const code = manager && roles.includes('player') ? 'RELATED_MANAGER' : 'NOT_ALLOWED';
        throw new ApiError(403, code);
      };
      return Object.assign(guard, { roles });
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** The signed-in user of a route guarded by app.authenticate. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
