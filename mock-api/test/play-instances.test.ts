import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { testDialect } from './helpers/database';
import { createGame, everyType } from './helpers/games';
import { PlayClient } from './helpers/socket';

// Several instances share one database only on PostgreSQL; the SQLite file serves one instance.
describe.runIf(testDialect === 'postgres')('two instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  // One time of play for both instances; only the jobs the test runs move plays on.
  const clock = testClock();
  beforeAll(async () => {
    // The first instance holds the sockets...
    first = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000', PLAY_GRACE_MS: '100' }, clock });
    base = await first.app.listen({ port: 0, host: '127.0.0.1' });
    // ...the second one moves plays on and closes logins.
    second = await buildApp({
      config: first.config,
      pgSchema: first.database.pgSchema,
      logger: false,
      clock: clock.now,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("delivers the other instance's moves to the player's socket", async () => {
    const { access } = await newPlayer(first.app, 'roaming@example.cm');
    const game = await createGame(first.app, { durationSec: 1, questions: everyType.slice(0, 2) });
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    expect((await client.next()).type).toBe('start_play');
    const timeUp = () => {
      clock.advance(1000 + first.config.PLAY_GRACE_MS + 1);
      return second.runPlayJobs();
    };
    await timeUp();
    expect((await client.next()).type).toBe('next_question');
    await timeUp();
    expect((await client.next()).type).toBe('play_timeout');
    client.close();
  });

  it('closes the socket of a login closed on the other instance', async () => {
    const { access } = await newPlayer(first.app, 'two-servers@example.cm');
    const game = await createGame(first.app);
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    expect((await client.next()).type).toBe('start_play');
    const out = await second.inject({
      method: 'POST',
      url: '/api/me/logout/',
      headers: bearer(access),
    });
    expect(out.statusCode).toBe(200);
    expect(await client.closing()).toBe(4401);
  });

  it('sends the play as it stands once the bus is back after a lost connection', async () => {
    const { access } = await newPlayer(first.app, 'cut-off@example.cm');
    const game = await createGame(first.app, { durationSec: 1, questions: everyType.slice(0, 3) });
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    const started = await client.next();
    expect(started.type).toBe('start_play');
    // The listening connection of the instance holding the socket drops...
    const listening = (first.app.events as unknown as { listening: { processID?: number } | null })
      .listening;
    await sql`select pg_terminate_backend(${listening?.processID})`.execute(second.db);
    // ...and the other instance moves the play on meanwhile: that move is missed.
    clock.advance(1000 + first.config.PLAY_GRACE_MS + 1);
    await second.runPlayJobs();
    // Once listening again, the socket is sent the question the play is on now.
    const resent = await client.next();
    expect(resent.type).toBe('next_question');
    const data = resent.data as { current_question_id: number };
    const firstQuestion = (started.data as { current_question_id: number }).current_question_id;
    expect(data.current_question_id).not.toBe(firstQuestion);
    client.close();
  });
});
