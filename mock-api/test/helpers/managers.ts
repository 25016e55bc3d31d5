import type { FastifyInstance } from 'fastify';
import { bearer, newPlayer } from './accounts';
import { type FilePart, formData } from './form-data';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The calls of one manager: JSON bodies, or multipart forms. */
export function managerClient(app: FastifyInstance, headers: Record<string, string>) {
  return {
    /** Any JSON value as the body, junk included (a bare string is sent as JSON too). */
    json: (method: Method, url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        ...(payload === undefined
          ? { headers }
          : {
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            }),
      }),
    async form(
      method: 'POST' | 'PUT' | 'PATCH',
      url: string,
      parts: Record<string, string | FilePart>,
    ) {
      const body = await formData(parts);
      return app.inject({
        method,
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
  };
}

export type ManagerClient = ReturnType<typeof managerClient>;
