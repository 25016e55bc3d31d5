import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { testClock } from './helpers/clock';
import { testDialect } from './helpers/database';
import { createGame, everyType } from './helpers/games';
import { type Instance, startInstances } from './helpers/instances';
import { PlayClient } from './helpers/socket';

// Several instances share one database only on PostgreSQL; the SQLite file serves one instance.
describe.runIf(testDialect === 'postgres')('three instances on one PostgreSQL database', () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;
  let first: Instance;
  let second: Instance;
  let third: Instance;
  let base: string;
  // One time of play for every instance; only the jobs the test runs move plays on.
  const clock = testClock();
  beforeAll(async () => {
    cluster = await startInstances(3, { PLAY_SWEEP_MS: '60000', PLAY_GRACE_MS: '100' }, clock);
    [first, second, third] = cluster.apps as [Instance, Instance, Instance];
    // The first instance holds the sockets; the others move plays on and close logins.
    base = await first.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => cluster?.close());

  it("delivers the other instances' moves to the player's socket", async () => {
    const { access } = await newPlayer(first, 'roaming@example.cm');
    const game = await createGame(first, { durationSec: 1, questions: everyType.slice(0, 2) });
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    expect((await client.next()).type).toBe('start_play');
    const timeUpOn = (instance: Instance) => {
      clock.advance(1000 + cluster.config.PLAY_GRACE_MS + 1);
      return instance.runPlayJobs();
    };
    await timeUpOn(second);
    expect((await client.next()).type).toBe('next_question');
    await timeUpOn(third);
    expect((await client.next()).type).toBe('play_timeout');
    client.close();
  });

  it('closes the socket of a login closed on another instance', async () => {
    const { access } = await newPlayer(first, 'two-servers@example.cm');
    const game = await createGame(first);
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    expect((await client.next()).type).toBe('start_play');
    const out = await third.inject({
      method: 'POST',
      url: '/api/me/logout/',
      headers: bearer(access),
    });
    expect(out.statusCode).toBe(200);
    expect(await client.closing()).toBe(4401);
  });

  it('sends the play as it stands once the bus is back after a lost connection', async () => {
    const { access } = await newPlayer(first, 'cut-off@example.cm');
    const game = await createGame(first, { durationSec: 1, questions: everyType.slice(0, 3) });
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    const started = await client.next();
    expect(started.type).toBe('start_play');
    // The listening connection of the instance holding the socket drops...
    const listening = (first.events as unknown as { listening: { processID?: number } | null })
      .listening;
    await sql`select pg_terminate_backend(${listening?.processID})`.execute(second.db);
    // ...and the other instance moves the play on meanwhile: that move is missed.
    clock.advance(1000 + cluster.config.PLAY_GRACE_MS + 1);
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
