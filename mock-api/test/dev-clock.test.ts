import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, productionEnv, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { createGame } from './helpers/games';

const DAY = 24 * 3600;

describe('development clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No clock given: the development server's own, which the route moves on.
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const advance = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/dev/clock/', payload: payload as object });

  it('moves the time of play on and closes a challenge that fell due', async () => {
    const game = await createGame(t.app);
    const starter = await newPlayer(t.app, 'clock.starter@example.cm');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/games/challenge/start/',
      headers: bearer(starter.access),
      payload: { number_of_energies: 1, game_id: game.id },
    });
    expect(started.statusCode).toBe(201);
    const challengeId = started.json().challenge_id as number;

    const before = Date.now();
    const res = await advance({ advance_sec: DAY + 3600 });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().now)).toBeGreaterThanOrEqual(before + (DAY + 3600) * 1000);
    const challenge = await t.app.db
      .selectFrom('challenges')
      .select('is_active')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    expect(challenge.is_active).toBe(0);
  });

  it('refuses a bad amount with 400 and moves nothing', async () => {
    const now = t.app.clock().getTime();
    for (const payload of [
      {},
      { advance_sec: 0 },
      { advance_sec: -5 },
      { advance_sec: 'x' },
      { advance_sec: 40 * DAY },
    ]) {
      expect((await advance(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(Math.abs(t.app.clock().getTime() - now)).toBeLessThan(5_000);
  });

  it('is not there in production, nor where the server runs on a clock of its own', async () => {
    const prod = await buildTestApp({ env: productionEnv });
    const own = await buildTestApp({ clock: testClock() });
    try {
      for (const app of [prod.app, own.app]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/dev/clock/',
          payload: { advance_sec: 60 },
        });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await prod.close();
      await own.close();
    }
  });
});
