import { type CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { User } from '../../db/schema';
import { ReadCache, stampOf } from './read-cache';
import type { Manager } from './roles';
import { findById } from './users';

/**
 * The versions of what a player's screens read, as the database counts the
 * writes that change it (migration 0027): a read kept in memory is answered
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

/** Owners of read_changes that are no player (migration 0027). */
const SHARED_OWNER = 0;
const FACES_OWNER = -1;

/** Logins one statement checks at most. */
const LOGINS_A_STATEMENT = 200;

/** A login found by the token check, with its player's balances, manager record and read versions. */
interface LoginRow {
  session_id: string;
  user_id: number;
  wallet_credits: number | null;
  wallet_gains: number | null;
  manager_role: Manager['role'] | null;
  manager_is_admin: number | null;
  manager_questions_size: number | null;
  player_version: number;
  shared_version: number;
  faces_version: number;
}

/**
 * The statement of the token check, for a list of logins: each open login
 * of a player not deleted, with the player's balances, manager record and
 * read versions. The list is one value (a PostgreSQL array, a JSON array on
 * SQLite), so the statement's text is the same whatever its length.
 */
const loginStatement = prepared<{ sessions: string[] | string }, LoginRow>((db, value) => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const version = (owner: ReturnType<typeof sql.ref> | number) =>
    sql<number>`(select coalesce(sum(weight), 0) from read_changes where owner = ${
      typeof owner === 'number' ? sql.lit(owner) : owner
    })`;
  const sessions = value('sessions');
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
    .leftJoin('wallets', 'wallets.user_id', 'users.id')
    .leftJoin('managers', 'managers.user_id', 'users.id')
    .select([
      'refresh_tokens.family_id as session_id',
      'users.id as user_id',
      'wallets.credits as wallet_credits',
      'wallets.gains as wallet_gains',
      'managers.role as manager_role',
      'managers.is_admin as manager_is_admin',
      'managers.questions_size as manager_questions_size',
      version(sql.ref('users.id')).as('player_version'),
      version(SHARED_OWNER).as('shared_version'),
      version(FACES_OWNER).as('faces_version'),
    ])
    .where(
      postgres
        ? sql<boolean>`refresh_tokens.family_id = any(${sessions})`
        : sql<boolean>`refresh_tokens.family_id in (select value from json_each(${sessions}))`,
    )
    .where('refresh_tokens.revoked_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .compile() as CompiledQuery<LoginRow>;
});

/**
 * The token check: one statement per signed-in call at most, with what the
 * handlers use instead of reading it again (the balances, the manager
 * record, the read versions). The checks asked in one turn of the event
 * loop go in one statement, each asked before that statement ran: under
 * load one round trip to PostgreSQL serves many calls, as many as were
 * waiting. The player's row is kept in memory under the player's version (a
 * change of the row changes it): its thirty columns made up most of the
 * statement's time on SQLite.
 */
export function loginReader(db: Db) {
  const rows = new ReadCache();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const asked = new Map<string, Promise<LoginRow | undefined>>();
  let batch: { sessionId: string; userId: number; done: (row?: LoginRow) => void }[] = [];
  let failures: ((error: unknown) => void)[] = [];

  async function checkBatch() {
    const checks = batch;
    const fail = failures;
    batch = [];
    failures = [];
    asked.clear();
    try {
      for (let start = 0; start < checks.length; start += LOGINS_A_STATEMENT) {
        const some = checks.slice(start, start + LOGINS_A_STATEMENT);
        const sessions = some.map((check) => check.sessionId);
        const found = (
          await loginStatement(db, { sessions: postgres ? sessions : JSON.stringify(sessions) })
        ).rows;
        for (const check of some) {
          check.done(
            found.find((row) => row.session_id === check.sessionId && row.user_id === check.userId),
          );
        }
      }
    } catch (error) {
      for (const reject of fail) reject(error);
    }
  }

  function check(sessionId: string, userId: number): Promise<LoginRow | undefined> {
    const key = `${userId} ${sessionId}`;
    const known = asked.get(key);
    if (known) return known;
    if (batch.length === 0) setImmediate(checkBatch);
    const promise = new Promise<LoginRow | undefined>((resolve, reject) => {
      batch.push({ sessionId, userId, done: resolve });
      failures.push(reject);
    });
    asked.set(key, promise);
    return promise;
  }

  const read = async (sessionId: string, userId: number): Promise<SignedIn | undefined> => {
    const row = await check(sessionId, userId);
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
  /**
   * Whether the login is open and its player not deleted, without the
   * player's row: a socket keeps its login alone.
   */
  const isOpen = async (sessionId: string, userId: number) =>
    (await check(sessionId, userId)) !== undefined;
  return Object.assign(read, { isOpen });
}
