import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/index';
import type { User } from '../../db/schema';
import { ReadCache, stampOf } from './read-cache';
import type { Manager } from './roles';
import { findById } from './users';

/**
 * The versions of what a player's screens read, as the database counts the
 * writes that change it (migration 0025): a read kept in memory is answered
 * only while they are those it was read under (read-cache.ts).
 */
export interface ReadVersions {
  /** what this player reads of their own: plays, badges, friends, requests, notifications, cash-outs */
  player: number;
  /** what every player reads: packs, prices, badge types, countries */
  shared: number;
  /** the faces players show others: names, pictures, phone numbers, deletions */
  faces: number;
}

/** A signed-in call's player, as the token check read them. */
export interface SignedIn {
  userId: number;
  /** the login (refresh-token family) of the token */
  sessionId: string;
  user: User;
  /** the balances when the token was checked */
  wallet: { credits: number; gains: number };
  /** the manager record; null for a player */
  manager: (Manager & { questions_size: number }) | null;
  versions: ReadVersions;
}

/** Owners of read_changes that are no player (migration 0025). */
const SHARED_OWNER = 0;
const FACES_OWNER = -1;

/**
 * One statement per signed-in call: the login open, the player not deleted,
 * and with them the player's balances, manager record and read versions,
 * which the handlers use instead of reading them again. The player's row is
 * kept in memory under the player's version (a change of the row changes
 * it): thirty columns made up most of the statement's time on SQLite.
 */
export function loginReader(db: Db) {
  const rows = new ReadCache();
  const version = (owner: ReturnType<typeof sql.ref> | number) =>
    sql<number>`(select coalesce(sum(weight), 0) from read_changes where owner = ${
      typeof owner === 'number' ? sql.lit(owner) : owner
    })`;
  const run = compiledOnce(
    'signed_in',
    (sessionId: string, userId: number) =>
      db
        .selectFrom('refresh_tokens')
        .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
        .leftJoin('wallets', 'wallets.user_id', 'users.id')
        .leftJoin('managers', 'managers.user_id', 'users.id')
        .select([
          'wallets.credits as wallet_credits',
          'wallets.gains as wallet_gains',
          'managers.role as manager_role',
          'managers.is_admin as manager_is_admin',
          'managers.questions_size as manager_questions_size',
          version(sql.ref('users.id')).as('player_version'),
          version(SHARED_OWNER).as('shared_version'),
          version(FACES_OWNER).as('faces_version'),
        ])
        .where('refresh_tokens.family_id', '=', sessionId)
        .where('refresh_tokens.revoked_at', 'is', null)
        .where('users.id', '=', userId)
        .where('users.deleted_at', 'is', null)
        .limit(1),
    // Markers no real value takes: a session id is a UUID, a user id a whole number.
    ['\u0000session', -0.5] as [string, number],
  );

  return async (sessionId: string, userId: number): Promise<SignedIn | undefined> => {
    const [row] = await run(db, sessionId, userId);
    if (!row) return undefined;
    const versions = {
      player: Number(row.player_version),
      shared: Number(row.shared_version),
      faces: Number(row.faces_version),
    };
    const user = await rows.get(`user:${userId}`, stampOf(versions, 'player'), () =>
      findById(db, userId),
    );
    // Deleted between the two reads: the version read first is already old.
    if (!user) return undefined;
    const { wallet_credits, wallet_gains, manager_role, manager_is_admin, manager_questions_size } =
      row;
    return {
      userId,
      sessionId,
      user,
      wallet: { credits: wallet_credits ?? 0, gains: wallet_gains ?? 0 },
      manager: manager_role
        ? {
            role: manager_role,
            is_admin: manager_is_admin === 1,
            questions_size: manager_questions_size ?? 0,
          }
        : null,
      versions,
    };
  };
}
