import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Db } from '../../db/index';
import { isoAfter, isoNow } from '../../db/time';
import { recordEvent } from '../../events/outbox';
import { loginReader, type SignedIn } from './signed-in';

/** Access tokens are short-lived; the client refreshes them when under a second is left. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A login lasts 30 days of inactivity: each refresh rotates the refresh token. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
/**
 * Two tabs of one browser often refresh the same token at the same moment.
 * For this long after a rotation, the token just replaced answers the pair
 * that replaced it instead of being taken for a stolen copy. Long enough for
 * a slow mobile network, short enough to leave a thief little time.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;
/** Access tokens whose signature was checked, kept to skip checking it again: a few MB at most. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AuthTokens {
  access: string;
  refresh: string;
}

export interface AccessClaims {
  userId: number;
  /** the login (refresh-token family) this access token belongs to */
  sessionId: string;
}

export class TokenRefusedError extends Error {}

/** Logins just closed: one login, or every login of a user but the one kept. */
export type ClosedLogins = { sessionId: string } | { userId: number; except?: string };

/** The event-bus topic of closed logins: every instance closes the sockets opened with them. */
export const LOGINS_TOPIC = 'logins';

interface RefreshRow {
  userId: number;
  /** the login: every rotation of it shares this id */
  sessionId: string;
  /** the refresh token's own id */
  jti: string;
}

/**
 * Tokens are HS256 JWTs. The `typ` claim keeps the two kinds apart, so a
 * refresh token is never taken as an access token. Refresh tokens are also
 * rows: rotating one marks it replaced, and presenting a replaced one again
 * after the grace window (a stolen copy, most likely) revokes the whole login.
 */
export function tokenService(db: Db, secret: string) {
  // HS256 through node:crypto, synchronously. WebCrypto's job queue (jose) took five times
  // the processor a check takes here: half of the server's work while thousands of players
  // open their play sockets at once (docs/performance.md).
  const signToken = createSigner({ key: secret, algorithm: 'HS256' });
  const verifyToken = createVerifier({ key: secret, algorithms: ['HS256'] });
  const readLogin = loginReader(db);
  // Told after each closing commits, so its event goes out at once (plugins/play.ts).
  const closedListeners = new Set<(closed: ClosedLogins) => void>();
  const announce = (closed: ClosedLogins) => {
    for (const listener of closedListeners) listener(closed);
  };

  // A token is the same text at each call of its quarter of an hour, so its checked claims
  // are kept by that text until it expires: no signature checked again; whether its login
  // is still open is read at every call all the same.
  const verified = new Map<string, { userId: number; sessionId: string; exp: number }>();

  function readAccess(token: string) {
    const known = verified.get(token);
    // The verifier's own rule: a token holds up to the millisecond its exp names.
    if (known && known.exp * 1000 >= Date.now()) return known;
    if (known) {
      verified.delete(token);
      throw new TokenRefusedError('token expired');
    }
    const { payload, userId, sessionId } = read(token, 'access');
    if (typeof payload.exp === 'number') {
      // Maps keep insertion order: the first key is the oldest.
      if (verified.size >= VERIFIED_TOKENS_KEPT)
        verified.delete(verified.keys().next().value ?? '');
      verified.set(token, { userId, sessionId, exp: payload.exp });
    }
    return { userId, sessionId };
  }

  function sign(claims: Record<string, unknown>, subject: number, seconds: number): string {
    // The header says HS256 and JWT; iat is the signing's second.
    return signToken({
      ...claims,
      sub: String(subject),
      exp: Math.floor(Date.now() / 1000) + seconds,
    });
  }

  function read(token: string, typ: 'access' | 'refresh') {
    let payload: Record<string, unknown>;
    try {
      payload = verifyToken(token);
    } catch (error) {
      if (error instanceof TokenError) throw new TokenRefusedError('token refused');
      throw error;
    }
    if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      throw new TokenRefusedError('wrong kind of token');
    }
    return { payload, userId: Number(payload.sub), sessionId: payload.sid };
  }

  function storeRefresh(executor: Db, row: RefreshRow) {
    return executor
      .insertInto('refresh_tokens')
      .values({
        id: row.jti,
        user_id: row.userId,
        family_id: row.sessionId,
        expires_at: isoAfter(REFRESH_TOKEN_SECONDS),
      })
      .execute();
  }

  function signPair({ userId, sessionId, jti }: RefreshRow): AuthTokens {
    return {
      access: sign({ typ: 'access', sid: sessionId }, userId, ACCESS_TOKEN_SECONDS),
      refresh: sign({ typ: 'refresh', sid: sessionId, jti }, userId, REFRESH_TOKEN_SECONDS),
    };
  }

  /**
   * The login's live refresh token, when `jti` was rotated moments ago by a
   * rotation (not closed by a logout): the answer to a second tab.
   */
  async function justReplaced(jti: string, userId: number, sessionId: string) {
    const graceStart = isoNow(new Date(Date.now() - REFRESH_REUSE_GRACE_SECONDS * 1000));
    const rotated = await db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('id', '=', jti)
      .where('user_id', '=', userId)
      .where('family_id', '=', sessionId)
      .where('replaced_by', 'is not', null)
      .where('revoked_at', '>=', graceStart)
      .executeTakeFirst();
    if (!rotated) return undefined;
    return db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', isoNow())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /**
   * Revokes refresh tokens and, in the same transaction, writes the closing
   * to the event outbox, so the sockets of those logins are closed on every
   * instance once it commits, even if this process stops right after.
   */
  async function closeLogins(
    closed: ClosedLogins,
    revoke: (trx: Db, revokedAt: string) => Promise<unknown>,
  ) {
    await db.transaction().execute(async (trx) => {
      await revoke(trx, isoNow());
      await recordEvent(trx, { topic: LOGINS_TOPIC, type: 'closed', data: closed });
    });
    announce(closed);
  }

  async function revokeSession(sessionId: string) {
    await closeLogins({ sessionId }, (trx, revokedAt) =>
      trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: revokedAt })
        .where('family_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute(),
    );
  }

  return {
    /** A new login for this user. */
    async login(userId: number): Promise<AuthTokens> {
      const row = { userId, sessionId: randomUUID(), jti: randomUUID() };
      await storeRefresh(db, row);
      return signPair(row);
    },

    /**
     * The player of an access token, if the token is valid, its login still
     * open and the player not deleted, read at each call, with what the
     * handlers need of them (signed-in.ts).
     */
    async verifyAccess(token: string): Promise<SignedIn> {
      const { userId, sessionId } = readAccess(token);
      const login = await readLogin(sessionId, userId);
      if (!login) throw new TokenRefusedError('login closed');
      return login;
    },

    /** The login of an access token, if the token is valid, its login still open and the player not deleted. */
    async verifyLogin(token: string): Promise<{ userId: number; sessionId: string }> {
      const { userId, sessionId } = readAccess(token);
      if (!(await readLogin.isOpen(sessionId, userId))) throw new TokenRefusedError('login closed');
      return { userId, sessionId };
    },

    /**
     * Exchanges a refresh token for a new pair. The same token again within
     * the grace window answers the login's current pair; later, it closes the login.
     */
    async rotate(refreshToken: string): Promise<AuthTokens> {
      const { payload, userId, sessionId } = read(refreshToken, 'refresh');
      const jti = typeof payload.jti === 'string' ? payload.jti : '';
      const next = { userId, sessionId, jti: randomUUID() };
      // Retiring the old token and storing its successor commit together, so a
      // second caller that finds the old one retired always finds the new one.
      const rotated = await db.transaction().execute(async (trx) => {
        // Only one caller can retire a given token: the update is conditional.
        const retired = await trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: isoNow(), replaced_by: next.jti })
          .where('id', '=', jti)
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', isoNow())
          .executeTakeFirst();
        if (Number(retired.numUpdatedRows) !== 1) return false;
        await storeRefresh(trx, next);
        return true;
      });
      if (rotated) return signPair(next);
      const current = await justReplaced(jti, userId, sessionId);
      if (current) return signPair({ userId, sessionId, jti: current.id });
      await revokeSession(sessionId);
      throw new TokenRefusedError('refresh token reused or expired');
    },

    revokeSession,

    /** Closes every login of a user but the one given (a password change from it). */
    async revokeOtherSessions(userId: number, keepSessionId: string) {
      await closeLogins({ userId, except: keepSessionId }, (trx, revokedAt) =>
        trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: revokedAt })
          .where('user_id', '=', userId)
          .where('family_id', '!=', keepSessionId)
          .where('revoked_at', 'is', null)
          .execute(),
      );
    },

    /** Closes every login of a user (password reset, account deletion). */
    async revokeUser(userId: number) {
      await closeLogins({ userId }, (trx, revokedAt) =>
        trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: revokedAt })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute(),
      );
    },

    /** Calls `listener` after each closing of logins has committed; returns how to stop. */
    onLoginsClosed(listener: (closed: ClosedLogins) => void) {
      closedListeners.add(listener);
      return () => closedListeners.delete(listener);
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
