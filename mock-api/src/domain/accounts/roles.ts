import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';

/**
 * Who may do what. A player is a signed-in user who is no manager (managers
 * read every question and its correction in the back office, so they do not
 * play). The back office's areas: the super manager sees every one of them
 * (back-office spec section 6: "can also see games management"); a games or
 * payments manager sees their own; `manager` is any manager flagged admin.
 */
export const ROLES = ['player', 'manager', 'super', 'games', 'payments'] as const;
export type Role = (typeof ROLES)[number];

type ManagerFunction = 'supermanager' | 'gamesmanager' | 'paymentsmanager';

const ADMITTED: Record<Exclude<Role, 'player' | 'manager'>, readonly ManagerFunction[]> = {
  super: ['supermanager'],
  games: ['gamesmanager', 'supermanager'],
  payments: ['paymentsmanager', 'supermanager'],
};

export interface Manager {
  role: ManagerFunction;
  is_admin: boolean;
}

/** The user's manager record, or null for a player. */
export async function managerOf(db: Db, userId: number): Promise<Manager | null> {
  const [row] = (await managerRow(db, { userId })).rows;
  return row ? { role: row.role, is_admin: row.is_admin === 1 } : null;
}

// Read at every play's start and every back-office call: built once.
const managerRow = prepared<{ userId: number }, { role: Manager['role']; is_admin: number }>(
  (db, value) =>
    db
      .selectFrom('managers')
      .select(['role', 'is_admin'])
      .where('user_id', '=', value('userId'))
      .compile(),
);

/** Whether someone with this manager record (null: a player) holds one of the roles. */
export function holdsRole(manager: Manager | null, roles: readonly Role[]): boolean {
  return roles.some((role) => {
    if (role === 'player') return manager === null;
    if (!manager?.is_admin) return false;
    return role === 'manager' || ADMITTED[role].includes(manager.role);
  });
}
