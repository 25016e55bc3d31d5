import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { isoAfter, isoNow } from '../db/time';
import { transact } from '../db/transaction';
import { ApiError } from '../errors';
import { currentUser } from '../plugins/auth';

/** How long a key holds its answer; older keys count as new ones (and are deleted then). */
export const IDEMPOTENCY_KEY_LIFE_SECONDS = 24 * 60 * 60;

/**
 * The Idempotency-Key of a money call (contract IdempotencyHeaders), as route
 * options for a signed-in route: `{ ...idempotent(app), schema: { headers:
 * IdempotencyHeaders, ... } }`. Before the handler, the key is claimed for the
 * player with a unique insert committed at once, so of two copies of one
 * request only one ever runs; the other finds the claim and answers 409
 * IN_PROGRESS, or, once the first is answered, that answer again. The answer
 * is kept when sent. A 5xx keeps nothing: the work's own transaction rolled
 * back, and a retry with the key runs it again. A claim whose answer never
 * came (the server stopped in the middle) stays IN_PROGRESS until it expires:
 * the work may have been done, so it is never run again under that key.
 */
export function idempotent(app: FastifyInstance) {
  const claimed = new WeakMap<FastifyRequest, { userId: number; key: string }>();

  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return;
    const userId = currentUser(request).id;
    const operation = `${request.method} ${request.routeOptions.url}`;
    const requestHash = hashOf({ params: request.params, body: request.body });
    const now = app.clock();
    const found = await transact(app.db, async (trx) => {
      // Lazy cleanup: this player's expired keys go, so an old key counts as new.
      await trx
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('created_at', '<', isoAfter(-IDEMPOTENCY_KEY_LIFE_SECONDS, now))
        .execute();
      const inserted = await trx
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          operation,
          request_hash: requestHash,
          created_at: isoNow(now),
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return null;
      return trx
        .selectFrom('idempotency_keys')
        .select(['operation', 'request_hash', 'status_code', 'answer'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
    });
    if (found === null) {
      claimed.set(request, { userId, key });
      return;
    }
    if (found.operation !== operation || found.request_hash !== requestHash) {
      throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED');
    }
    if (found.status_code === null || found.answer === null) {
      throw new ApiError(409, 'IN_PROGRESS');
    }
    return reply
      .status(found.status_code)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(found.answer);
  };

  const keep: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const claim = claimed.get(request);
    if (!claim) return payload;
    claimed.delete(request);
    const { userId, key } = claim;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await app.db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    } else {
      await app.db
        .updateTable('idempotency_keys')
        .set({ status_code: reply.statusCode, answer: payload })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    }
    return payload;
  };

  return { preHandler: [app.authenticate, claim], onSend: keep };
}

/** SHA-256 of a value as JSON with its keys sorted, so the same request hashes the same however it was written. */
function hashOf(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(sorted(value)))
    .digest('hex');
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}
