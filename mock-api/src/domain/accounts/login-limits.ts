import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';

/**
 * Only failed logins count, so an honest player may sign in as often as they
 * like. Three limits over the same window:
 * - one account from one address: the owner's typos or a guesser, who is
 *   stopped there while the owner, elsewhere, still signs in;
 * - one account from every address: a ceiling high enough that locking the
 *   owner out takes many addresses;
 * - one address, any account: one client trying many accounts. Hundreds of
 *   customers of one mobile operator share a public address (carrier NAT),
 *   so this one is high: their typos on their own accounts must not lock
 *   the others out, while trying one password on hundreds of accounts stops.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 10,
  perAccount: 100,
  perAddress: 300,
  windowSeconds: 15 * 60,
} as const;

export type LoginAttempt =
  | { outcome: 'allowed'; id: number }
  | { outcome: 'limited'; retryAfter: number };

export function loginLimits(db: Db, limits: typeof LOGIN_LIMITS = LOGIN_LIMITS) {
  const windowStart = (now: Date) => isoNow(new Date(now.getTime() - limits.windowSeconds * 1000));

  function counts(account: string, address: string, since: string) {
    return db
      .selectFrom('login_failures')
      .select([
        sql<number>`sum(case when account = ${account} and address = ${address} then 1 else 0 end)`.as(
          'pair',
        ),
        sql<number>`sum(case when account = ${account} then 1 else 0 end)`.as('account'),
        sql<number>`sum(case when address = ${address} then 1 else 0 end)`.as('address'),
        sql<string>`min(case when account = ${account} and address = ${address} then created_at end)`.as(
          'pair_since',
        ),
        sql<string>`min(case when account = ${account} then created_at end)`.as('account_since'),
        sql<string>`min(case when address = ${address} then created_at end)`.as('address_since'),
      ])
      .where('created_at', '>=', since)
      .where((eb) => eb.or([eb('account', '=', account), eb('address', '=', address)]))
      .executeTakeFirstOrThrow();
  }

  /** Seconds until the oldest failure of a full bucket leaves the window. */
  function waitFor(oldest: string | null, now: Date): number {
    const leaves = oldest ? Date.parse(oldest) + limits.windowSeconds * 1000 : now.getTime();
    return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000));
  }

  return {
    /**
     * Called before the password is checked. The attempt is written first and
     * counted with the others, so parallel guesses cannot slip past a limit
     * together; it stays a failure unless `succeeded` takes it back.
     */
    async begin(account: string, address: string, now = new Date()): Promise<LoginAttempt> {
      const since = windowStart(now);
      await db.deleteFrom('login_failures').where('created_at', '<', since).execute();
      const row = await db
        .insertInto('login_failures')
        .values({ account, address, created_at: isoNow(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const found = await counts(account, address, since);
      const full = [
        { count: found.pair, max: limits.perAccountAndAddress, oldest: found.pair_since },
        { count: found.account, max: limits.perAccount, oldest: found.account_since },
        { count: found.address, max: limits.perAddress, oldest: found.address_since },
      ].find((bucket) => Number(bucket.count) > bucket.max);
      if (!full) return { outcome: 'allowed', id: row.id };
      // A refused attempt checked no password: it is not a failure of its own.
      await db.deleteFrom('login_failures').where('id', '=', row.id).execute();
      return { outcome: 'limited', retryAfter: waitFor(full.oldest, now) };
    },

    /** The password was right: the attempt does not count. */
    async succeeded(id: number) {
      await db.deleteFrom('login_failures').where('id', '=', id).execute();
    },
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;
