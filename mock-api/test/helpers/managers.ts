import type { FastifyInstance } from 'fastify';
import { bearer, newPlayer } from './accounts';

export type ManagerFunction = 'supermanager' | 'gamesmanager' | 'paymentsmanager';

/**
 * A verified account made a manager (flagged admin unless told otherwise),
 * as the seed or a super manager would; returns its id and auth headers.
 */
export async function newManager(
  app: FastifyInstance,
  email: string,
  role: ManagerFunction,
  options: { isAdmin?: boolean; questionsSize?: number } = {},
) {
  const { access, refresh } = await newPlayer(app, email);
  const { id } = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('managers')
    .values({
      user_id: id,
      role,
      is_admin: options.isAdmin === false ? 0 : 1,
      ...(options.questionsSize !== undefined && { questions_size: options.questionsSize }),
    })
    .execute();
  await app.db
    .updateTable('users')
    .set({ first_name: role, last_name: 'Manager' })
    .where('id', '=', id)
    .execute();
  return { id, access, refresh, headers: bearer(access) };
}

/** A super, a games and a payments manager, each flagged admin. */
export async function managerTeam(app: FastifyInstance) {
  return {
    super: await newManager(app, 'super.manager@example.cm', 'supermanager'),
    games: await newManager(app, 'games.manager@example.cm', 'gamesmanager'),
    payments: await newManager(app, 'payments.manager@example.cm', 'paymentsmanager'),
  };
}
