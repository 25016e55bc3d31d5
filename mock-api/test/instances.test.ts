import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase, testDialect } from './helpers/database';

type App = Awaited<ReturnType<typeof buildApp>>;

/*
 * Several instances on one PostgreSQL database, as behind a reverse proxy.
 * The SQLite file serves one instance, so these run on PostgreSQL only.
 */
describe.runIf(testDialect === 'postgres')('several instances on one PostgreSQL database', () => {
  const apps: App[] = [];
  let database: TestDatabase;
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });

  it('all come up when started together on a new database, seeded once', async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      SEED: 'true',
      DATABASE_URL: database.databaseUrl ?? '',
      JWT_SECRET: 'a-secret-shared-by-every-instance-0123456789',
    });
    const started = await Promise.allSettled(
      [1, 2, 3].map(async () => {
        const app = await buildApp({ config, pgSchema: database.pgSchema, logger: false });
        apps.push(app);
        await app.ready();
        return app;
      }),
    );
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual([
      'up',
      'up',
      'up',
    ]);
    const [first] = apps;
    if (!first) throw new Error('no instance');
    const accounts = await first.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'player@quiz.cm')
      .executeTakeFirstOrThrow();
    expect(Number(accounts.n)).toBe(1);
    const games = await first.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(games.n)).toBe(40);
  });
});
