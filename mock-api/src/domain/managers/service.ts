import type { ManagerRecord, UserLookup } from '@quiz/shared/contract';
import type { AssignableManagerFunction } from '@quiz/shared/types';
import type { Db } from '../../db/index';
import { lockInTransaction } from '../../db/locks';
import { fromFlag } from '../../db/time';
import { transact } from '../../db/transaction';
import { identifierColumn, parseIdentifier } from '../accounts/identifiers';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { conflict, invalid, notFound } from '../errors';

/*
 * Managers management (back-office spec sections 2, 4, 6). A manager is a
 * user with a row in `managers`; only rows flagged is_admin count. A change
 * takes effect on the manager's next request: the role guard reads the row
 * each time, so no token has to expire first.
 *
 * Two rules the spec leaves open, chosen so the back office can never lock
 * itself out: a manager cannot change or remove their own function, and the
 * last super manager keeps that function.
 */

const managerColumns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone_number',
  'm.role',
] as const;

interface ManagerRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  role: 'supermanager' | 'gamesmanager' | 'paymentsmanager';
}

function managerRecord(row: ManagerRow): ManagerRecord {
  return {
    id: row.id,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    email_phone_number: row.email ?? row.phone_number ?? '',
    is_supermanager: row.role === 'supermanager',
    is_gamesmanager: row.role === 'gamesmanager',
    is_paymentsmanager: row.role === 'paymentsmanager',
  };
}

function activeManagers(db: Db) {
  return db
    .selectFrom('managers as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.is_admin', '=', 1)
    .where('u.deleted_at', 'is', null);
}

async function managerById(db: Db, userId: number): Promise<ManagerRecord | undefined> {
  const row = await activeManagers(db)
    .select(managerColumns)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row && managerRecord(row);
}

/** Refuses a change that would leave no super manager (read in the change's transaction). */
async function keepOneSuperManager(trx: Db, userId: number) {
  // Two super managers removing each other at once must not both succeed.
  await lockInTransaction(trx, 'super managers');
  const others = await activeManagers(trx)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('m.role', '=', 'supermanager')
    .where('m.user_id', '!=', userId)
    .executeTakeFirstOrThrow();
  if (Number(others.count) === 0) {
    throw conflict('NOT_MODIFIED', { user_id: 'validation.last_super_manager' });
  }
}

function refuseSelf(actorId: number, userId: number) {
  if (actorId === userId) throw conflict('NOT_MODIFIED', { user_id: 'validation.manager_self' });
}

export function managersOf({ db }: AdminDeps) {
  return {
    /** Every manager flagged admin: super, then games, then payments managers, each by name. */
    async list(): Promise<ManagerRecord[]> {
      const rows = await activeManagers(db)
        .select(managerColumns)
        .orderBy((eb) =>
          eb
            .case()
            .when('m.role', '=', 'supermanager')
            .then(0)
            .when('m.role', '=', 'gamesmanager')
            .then(1)
            .else(2)
            .end(),
        )
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .orderBy('u.id')
        .execute();
      return rows.map(managerRecord);
    },

    /**
     * Add manager, step 1: the user behind an e-mail or phone. One already an
     * admin is refused with ALREADY_ADMIN (the spec: "a bad-request status is
     * treated like already-admin").
     */
    async lookUp(emailPhone: string): Promise<UserLookup['user_details']> {
      const identifier = parseIdentifier(emailPhone);
      if (!identifier) throw invalid('BAD', { email_phone: 'validation.email_phone_invalid' });
      const user = await db
        .selectFrom('users as u')
        .leftJoin('managers as m', 'm.user_id', 'u.id')
        .select([
          'u.id',
          'u.first_name',
          'u.last_name',
          'u.email',
          'u.phone_number',
          'u.player_name',
          'u.profile_pic',
          'm.is_admin',
        ])
        .where(`u.${identifierColumn(identifier)}`, '=', identifier.value)
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!user) throw notFound('NOT_FOUND');
      if (fromFlag(user.is_admin)) throw invalid('ALREADY_ADMIN');
      return {
        id: user.id,
        first_name: user.first_name ?? '',
        last_name: user.last_name ?? '',
        email_phone_number: user.email ?? user.phone_number ?? '',
        player_name: user.player_name,
        profile_pic: user.profile_pic,
        is_admin: false,
      };
    },

    /**
     * Makes a user a manager with this function, or changes a manager's
     * function between supermanager and gamesmanager (a payments manager is
     * set up outside the back office and left as is).
     */
    async setFunction(
      actorId: number,
      userId: number,
      role: AssignableManagerFunction,
    ): Promise<ManagerRecord> {
      refuseSelf(actorId, userId);
      return transact(db, async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!user) throw notFound('INVALID_ID');
        const before = await managerById(trx, userId);
        if (before?.is_paymentsmanager) {
          throw invalid('NOT_MODIFIED', {
            management_function: 'validation.management_function_invalid',
          });
        }
        if (before?.is_supermanager && role !== 'supermanager')
          await keepOneSuperManager(trx, userId);
        const existing = await trx
          .selectFrom('managers')
          .select('user_id')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (existing) {
          await trx
            .updateTable('managers')
            .set({ role, is_admin: 1 })
            .where('user_id', '=', userId)
            .execute();
        } else {
          await trx
            .insertInto('managers')
            .values({ user_id: userId, role, is_admin: 1, added_by: actorId })
            .execute();
        }
        const after = await managerById(trx, userId);
        if (!after) throw new Error(`manager ${userId} vanished in its own transaction`);
        await recordAudit(trx, {
          managerId: actorId,
          area: 'managers',
          action: before ? 'update' : 'create',
          entityId: userId,
          before: before ?? null,
          after,
        });
        return after;
      });
    },

    /** The manager goes back to being a player; the account stays. */
    async remove(actorId: number, userId: number): Promise<void> {
      refuseSelf(actorId, userId);
      await transact(db, async (trx) => {
        const before = await managerById(trx, userId);
        if (!before) throw notFound('NOT_A_MANAGER');
        if (before.is_supermanager) await keepOneSuperManager(trx, userId);
        await trx.deleteFrom('managers').where('user_id', '=', userId).execute();
        // Back to the player site: a former manager has no admin mode to be in.
        await trx
          .updateTable('users')
          .set({ on_manager_mode: 0 })
          .where('id', '=', userId)
          .execute();
        await recordAudit(trx, {
          managerId: actorId,
          area: 'managers',
          action: 'delete',
          entityId: userId,
          before,
          after: null,
        });
      });
    },
  };
}

export type Managers = ReturnType<typeof managersOf>;
