import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { parseIdentifier } from '../domain/accounts/identifiers';
import { ApiError } from '../errors';

export interface LimitRule {
  /** requests allowed per account in the window; no account limit when absent */
  perAccount?: number;
  /** requests allowed per client address in the window */
  perAddress: number;
  window: string;
}

/** Which account a request is about, as a bucket name. */
export type AccountOf = (request: FastifyRequest) => string;

/** The account a request is about, from `username` in the query or the body. */
function accountKey(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const raw = query?.username ?? body?.username;
  const identifier = typeof raw === 'string' ? parseIdentifier(raw) : null;
  // Unreadable identifiers share one bucket per address, so garbage is limited too.
  return identifier ? identifier.value : `unknown:${request.ip}`;
}

/**
 * The refusal of a limited request: the real wait in seconds, in the
 * Retry-After header and in the body (retry_after) for the apps to show it.
 */
export function tooManyRequests(reply: FastifyReply, seconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', wait);
  return new ApiError(429, 'TOO_MANY_REQUESTS', { extra: { retry_after: wait } });
}

/**
 * Limits on one route, all checked before the handler runs: per account
 * (slows guessing one account from many addresses) and per address (slows one
 * client trying many accounts). A limited request answers 429 and does nothing.
 * A name is one set of counters: routes that share a name share their counts.
 */
export function limited(
  app: FastifyInstance,
  name: string,
  rule: LimitRule,
  accountOf: AccountOf = accountKey,
): preHandlerAsyncHookHandler {
  const limits = [
    app.createRateLimit({
      max: rule.perAddress,
      timeWindow: rule.window,
      keyGenerator: (request) => `${name}:ip:${request.ip}`,
    }),
  ];
  if (rule.perAccount !== undefined) {
    limits.push(
      app.createRateLimit({
        max: rule.perAccount,
        timeWindow: rule.window,
        keyGenerator: (request) => `${name}:account:${accountOf(request)}`,
      }),
    );
  }
  return async (request, reply) => {
    // Every counter moves on every request, so no limit can be dodged by tripping another.
    const verdicts = await Promise.all(limits.map((limit) => limit(request)));
    for (const verdict of verdicts) {
      // isAllowed means "on the allow list"; isExceeded is the limit's verdict.
      if (!verdict.isAllowed && verdict.isExceeded) {
        throw tooManyRequests(reply, verdict.ttlInSeconds);
      }
    }
  };
}

/*
 * Many customers of one mobile operator reach us from one public address
 * (carrier NAT): per-address limits are set for hundreds of people behind one
 * address, and the tight limits are per account (the identifier a code goes to).
 */
export const LIMITS = {
  codeCheck: { perAccount: 10, perAddress: 300, window: '15 minutes' },
  // Every code sent, whichever route sends it: sign-up, its resends, password reset.
  codeSend: { perAccount: 5, perAddress: 600, window: '1 hour' },
  // Whether an account exists: enough for the sign-up forms of a shared address, too few to sweep phone numbers.
  checkUser: { perAddress: 120, window: '1 minute' },
  // Each callback makes the server read a payment back from its provider: a flood must not.
  paymentCallback: { perAddress: 600, window: '1 minute' },
} satisfies Record<string, LimitRule>;
