import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { LOGIN_LIMITS } from '../src/domain/accounts/login-limits';
import { challengeReference } from '../src/domain/play/records';
import { LIMITS } from '../src/http/rate-limits';
import { goodPassword, newPlayer } from './helpers/accounts';
import { addChallenge, addGame, addIndex, addUsers } from './helpers/catalogue';
import { testClock } from './helpers/clock';
import { createTestDatabase, type TestDatabase, testDialect } from './helpers/database';
import { startInstances } from './helpers/instances';

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

/**
 * A new address of the documentation range no other test uses, so no counter
 * is shared by chance: counted up from a random start, as two random draws
 * could meet (one time in 254) and turn the "other address" check red.
 */
let lastAddress = randomInt(1, 200);
const someAddress = () => {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
};

for (const store of ['the database', 'Redis'] as const) {
  describe.runIf(testDialect === 'postgres')(`rate limits counted in ${store}`, () => {
    let cluster: Awaited<ReturnType<typeof startInstances>>;
    afterAll(() => cluster?.close());

    it('counts one limit across every instance', async () => {
      cluster = await startInstances(
        3,
        store === 'Redis'
          ? { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }
          : {},
      );
      const address = someAddress();
      const checkUser = (i: number) =>
        cluster.apps[i % 3]?.inject({
          url: '/api/check-user/player@example.cm/',
          remoteAddress: address,
        });
      // The whole allowance, spread over the three instances...
      for (let i = 0; i < LIMITS.checkUser.perAddress; i += 1) {
        expect((await checkUser(i))?.statusCode, `check ${i + 1}`).toBe(200);
      }
      // ...is spent for all three.
      for (let i = 0; i < 3; i += 1) expect((await checkUser(i))?.statusCode).toBe(429);
      // Another address is not concerned.
      const other = await cluster.apps[0]?.inject({
        url: '/api/check-user/player@example.cm/',
        remoteAddress: someAddress(),
      });
      expect(other?.statusCode).toBe(200);
    });

    it('counts failed logins across every instance', async () => {
      const [first] = cluster.apps;
      if (!first) throw new Error('no instance');
      await newPlayer(first, 'roaming@example.cm');
      const address = someAddress();
      const login = (i: number, password: string) =>
        cluster.apps[i % 3]?.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { username: 'roaming@example.cm', password },
          remoteAddress: address,
        });
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
        expect((await login(i, 'not-the-password'))?.statusCode).toBe(400);
      }
      for (let i = 0; i < 3; i += 1) expect((await login(i, goodPassword))?.statusCode).toBe(429);
    });
  });
}

describe.runIf(testDialect === 'postgres')('background work on several instances', () => {
  const clock = testClock();
  let cluster: Awaited<ReturnType<typeof startInstances>>;
  afterAll(() => cluster?.close());

  it('closes a due challenge and pays its winner once, whichever instances run the job', async () => {
    // The instances' own timers never fire during the test: only the calls below run the job.
    cluster = await startInstances(3, { PLAY_SWEEP_MS: '60000' }, clock);
    const [first] = cluster.apps;
    if (!first) throw new Error('no instance');
    const db = first.db;
    const index = await addIndex(db, 'Histoire');
    const game = await addGame(db, { title_en: 'Kingdoms', indexIds: [index], questions: 3 });
    const [starter, winner, loser] = await addUsers(db, 'closing', 3);
    if (!starter || !winner || !loser) throw new Error('no players');
    const challengeId = await addChallenge(db, {
      gameId: game,
      starterId: starter,
      numberOfEne: 2,
      participants: [winner, loser],
    });
    await db.updateTable('plays').set({ note: 3 }).where('user_id', '=', winner).execute();
    await db.updateTable('plays').set({ note: 1 }).where('user_id', '=', loser).execute();

    clock.advance(25 * 3600 * 1000);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(cluster.apps.map((app) => app.runPlayJobs()));
    }

    const challenge = await db
      .selectFrom('challenges')
      .select(['is_active', 'number_of_winners', 'gain_per_winner'])
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    expect(challenge.is_active).toBe(0);
    const gains = await db
      .selectFrom('ledger_entries')
      .select(['user_id', 'amount'])
      .where('reference', '=', challengeReference(challengeId))
      .where('kind', '=', 'challenge_win')
      .execute();
    // The starter never played: their stake is in the pot all the same.
    expect(gains).toEqual([{ user_id: winner, amount: 3 * 2 * 50 }]);
    expect(challenge).toMatchObject({ number_of_winners: 1, gain_per_winner: 300 });
  });
});
