import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ROLES, type Role } from '../src/domain/accounts/roles';
import { bearer, newPlayer } from './helpers/accounts';
import { createTestDatabase, type TestDatabase } from './helpers/database';

type App = Awaited<ReturnType<typeof buildApp>>;
type Who = 'visitor' | 'player' | 'super' | 'games' | 'payments' | 'not admin';

/** Who gets through each guard; everyone else is refused (401 without a token, 403 with one). */
const ADMITTED: Record<Role, Who[]> = {
  player: ['player'],
  manager: ['super', 'games', 'payments'],
  super: ['super'],
  games: ['games', 'super'],
  payments: ['payments', 'super'],
};

describe('the role guard', () => {
  let app: App;
  let database: TestDatabase;
  const tokens = new Map<Who, string>();
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      SEED: 'false',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    app = await buildApp({ config, pgSchema: database.pgSchema, logger: false });
    // A route per role, registered like any guarded route of the API.
    for (const role of ROLES) {
      app.get(`/api/guarded/${role}/`, { preHandler: app.requireRole(role) }, async () => ({
        status_message: 'OK',
      }));
    }
    await app.ready();
    const managers = {
      super: 'supermanager',
      games: 'gamesmanager',
      payments: 'paymentsmanager',
    } as const;
    for (const who of ['player', 'super', 'games', 'payments', 'not admin'] as const) {
      const email = `${who.replace(' ', '-')}@example.cm`;
      const { access } = await newPlayer(app, email);
      tokens.set(who, access);
      const { id: userId } = await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const role = who === 'not admin' ? 'gamesmanager' : managers[who as keyof typeof managers];
      if (role) {
        await app.db
          .insertInto('managers')
          .values({ user_id: userId, role, is_admin: who === 'not admin' ? 0 : 1 })
          .execute();
      }
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  for (const role of ROLES) {
    it(`lets only ${ADMITTED[role].join(', ')} through requireRole('${role}')`, async () => {
      for (const who of ['visitor', 'player', 'super', 'games', 'payments', 'not admin'] as const) {
        const token = tokens.get(who);
        const res = await app.inject({
          url: `/api/guarded/${role}/`,
          headers: token ? bearer(token) : {},
        });
        const expected = ADMITTED[role].includes(who) ? 200 : who === 'visitor' ? 401 : 403;
        expect(res.statusCode, `${who} on ${role}`).toBe(expected);
        if (expected === 403) {
          expect(res.json().status_message, `${who} on ${role}`).toBe(
            role === 'player' ? 'RELATED_MANAGER' : 'NOT_ALLOWED',
          );
        }
      }
    });
  }
});
