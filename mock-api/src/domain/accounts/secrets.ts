import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/index';

const SECRET_KEY = 'jwt_secret';

/**
 * The server's signing secret. In production it is JWT_SECRET and nothing
 * else: a key kept in the database would let anyone who reads a backup sign
 * tokens for any account, so a key left there by an earlier start is removed.
 * Elsewhere, without JWT_SECRET, one is generated and kept in the database
 * (rather than a file under DATA_DIR) so that every instance sharing the
 * database agrees and logins survive a restart.
 */
export async function loadSecret(
  db: Db,
  config: { NODE_ENV: string; JWT_SECRET?: string },
): Promise<string> {
  if (config.NODE_ENV === 'production') {
    if (!config.JWT_SECRET) throw new Error('env/JWT_SECRET must be set in production');
    await db.deleteFrom('settings').where('key', '=', SECRET_KEY).execute();
    return config.JWT_SECRET;
  }
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const generated = randomBytes(48).toString('base64url');
  await db
    .insertInto('settings')
    .values({ key: SECRET_KEY, value: generated })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A code of `length` digits from the cryptographic generator. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Codes are kept as keyed hashes: a leaked table gives no code back, and a
 * code is bound to its purpose and recipient.
 */
export function hashCode(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
