import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/domain/catalogue/changes';
import { commitPublisher, localBus, notifications } from '../src/events/bus';
import type { LiveEvent } from '../src/events/outbox';
import { recordEvent } from '../src/events/outbox';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { addIndex } from './helpers/catalogue';
import { testDialect } from './helpers/database';
import { type Instance, startInstances } from './helpers/instances';

type App = Instance;

/** Waits until `check` holds, for a couple of seconds at most. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('notifications of many events', () => {
  it('puts the events in as few payloads as stay under 8,000 bytes, none lost or reordered', () => {
    const events = Array.from({ length: 1000 }, (_, i) => ({
      topic: `play:${i}`,
      type: 'next_question',
    }));
    const payloads = notifications(events);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(20);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => JSON.parse(payload))).toEqual(events);
    expect(notifications([])).toEqual([]);
  });
});

describe('the bus of one process', () => {
  it("delivers a topic's events to each subscription, until it ends", async () => {
    const bus = localBus();
    const heard: string[] = [];
    const hear = (event: LiveEvent) => heard.push(event.type);
    const first = bus.subscribe('play:1', hear);
    bus.subscribe('play:1', hear); // the same function twice: two subscriptions
    bus.subscribe('play:2', () => heard.push('other topic'));
    await bus.publish({ topic: 'play:1', type: 'a' });
    first();
    first(); // ending it twice ends nothing more
    await bus.publish({ topic: 'play:1', type: 'b' });
    expect(heard).toEqual(['a', 'a', 'b']);
  });

  it('lets a listener end its subscription while it hears, the others still hearing', async () => {
    const bus = localBus();
    const heard: string[] = [];
    const ends: (() => void)[] = [];
    for (const name of ['x', 'y', 'z']) {
      ends.push(
        bus.subscribe('play:1', () => {
          heard.push(name);
          for (const end of ends) end();
        }),
      );
    }
    await bus.publish({ topic: 'play:1', type: 'a' });
    await bus.publish({ topic: 'play:1', type: 'b' });
    expect(heard).toEqual(['x', 'y', 'z']);
  });
});

describe('the event outbox', () => {
  let t: TestApp;
  const heard: LiveEvent[] = [];
  beforeAll(async () => {
    // The relay's own timer is slowed down: only explicit flushes publish here.
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000' } });
    t.app.events.subscribe('user:1', (event) => heard.push(event));
  });
  afterAll(() => t.close());

  it('publishes an event once its transaction commits, and only once', async () => {
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const change = t.app.db.transaction().execute(async (trx) => {
      await recordEvent(trx, { topic: 'user:1', type: 'credited', data: { units: 5 } });
      await held;
    });
    // Another instance's relay drains meanwhile: the uncommitted event is not its to see.
    // (A SQLite file has one connection: there the drain would simply wait for the commit.)
    if (testDialect === 'postgres') await t.app.outbox.flush();
    expect(heard).toEqual([]);
    commit();
    await change;
    expect(heard).toEqual([]);
    await t.app.outbox.flush();
    await t.app.outbox.flush();
    expect(await eventually(() => heard.length > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([{ topic: 'user:1', type: 'credited', data: { units: 5 } }]);
  });

  it('never publishes an event of a transaction that rolled back', async () => {
    heard.length = 0;
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await recordEvent(trx, { topic: 'user:1', type: 'credited', data: { units: 9 } });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await t.app.outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
    const left = await t.app.db
      .selectFrom('event_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('published_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it('writes a closed login to the outbox with the revocation', async () => {
    const { access } = await newPlayer(t.app, 'outbox-player@example.cm');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/me/logout/',
      headers: bearer(access),
    });
    expect(logout.statusCode).toBe(200);
    const written = await t.app.db
      .selectFrom('event_outbox')
      .select(['topic', 'type', 'data'])
      .where('topic', '=', 'logins')
      .execute();
    expect(written.map(({ type }) => type)).toEqual(['closed']);
    expect(Object.keys(JSON.parse(written[0]?.data ?? '{}'))).toEqual(['sessionId']);
  });

  it('refuses an event too large to travel', async () => {
    await expect(
      t.app.db
        .transaction()
        .execute((trx) =>
          recordEvent(trx, { topic: 'user:1', type: 'big', data: 'x'.repeat(7000) }),
        ),
    ).rejects.toThrow(/too much data/);
  });
});

describe('the event outbox on its timer', () => {
  it('publishes what no caller flushed', async () => {
    const t = await buildTestApp({ env: { PLAY_SWEEP_MS: '50' } });
    try {
      const heard: LiveEvent[] = [];
      t.app.events.subscribe('user:2', (event) => heard.push(event));
      await t.app.db
        .transaction()
        .execute((trx) => recordEvent(trx, { topic: 'user:2', type: 'notified' }));
      expect(await eventually(() => heard.length === 1)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(testDialect === 'postgres')('events across three instances', () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;
  let apps: App[] = [];
  beforeAll(async () => {
    cluster = await startInstances(3, { PLAY_SWEEP_MS: '60000' });
    apps = cluster.apps;
  });
  afterAll(() => cluster?.close());

  const labels = async (app: App) =>
    (
      (await app.inject({ url: '/api/games/indexes/0/' })).json() as {
        indexes: { label_en: string }[];
      }
    ).indexes.map((index) => index.label_en);

  it('clears the catalogue cache of every instance when one changes the catalogue', async () => {
    const [first, second, third] = apps;
    if (!first || !second || !third) throw new Error('three instances');
    await addIndex(first.db, 'History');
    // Every instance reads the list once, and keeps it.
    for (const app of apps) expect(await labels(app)).toEqual(['History']);
    await addIndex(first.db, 'Science');
    expect(await labels(third)).toEqual(['History']);

    await first.db.transaction().execute((trx) => catalogueChanged(trx));
    await first.outbox.flush();
    for (const app of [first, second, third]) {
      expect(
        await eventually(async () => (await labels(app)).includes('Science')),
        'every instance sees the new index',
      ).toBe(true);
    }
  });

  it("sends a play's move with its transaction's commit, never for one rolled back", async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error('three instances');
    const heard: LiveEvent[] = [];
    const stop = second.events.subscribe('play:999', (event) => heard.push(event));
    const moves = commitPublisher(first.events, (error) => {
      throw error;
    });
    await first.db
      .transaction()
      .execute(async (trx) => {
        await moves.within(trx, { topic: 'play:999', type: 'next_question' });
        throw new Error('the move failed');
      })
      .catch(() => {});
    await first.db
      .transaction()
      .execute((trx) => moves.within(trx, { topic: 'play:999', type: 'play_score' }));
    expect(await eventually(() => heard.length > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.map((event) => event.type)).toEqual(['play_score']);
    stop();
  });

  it('sends many moves of one transaction in a few notifications, each heard once, in order', async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error('three instances');
    const heard: string[] = [];
    const topics = Array.from({ length: 300 }, (_, i) => `play:${5000 + i}`);
    const stops = topics.map((topic) =>
      second.events.subscribe(topic, (event) => heard.push(event.topic)),
    );
    const moves = commitPublisher(first.events, (error) => {
      throw error;
    });
    await first.db.transaction().execute((trx) =>
      moves.within(
        trx,
        topics.map((topic) => ({ topic, type: 'next_question' })),
      ),
    );
    expect(await eventually(() => heard.length >= topics.length)).toBe(true);
    expect(heard).toEqual(topics);
    for (const stop of stops) stop();
  });

  it('listens again after its connection drops, and clears what it may have missed', async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error('three instances');
    const listening = (second.events as unknown as { listening: { processID?: number } | null })
      .listening;
    expect(listening?.processID).toBeGreaterThan(0);
    await sql`select pg_terminate_backend(${listening?.processID})`.execute(first.db);

    // Missed while the connection was down: the reconnection clears the cache.
    await addIndex(first.db, 'Music');
    expect(await eventually(async () => (await labels(second)).includes('Music'), 8000)).toBe(true);

    // And events flow to it again.
    const heard: LiveEvent[] = [];
    second.events.subscribe('user:3', (event) => heard.push(event));
    await first.db
      .transaction()
      .execute((trx) => recordEvent(trx, { topic: 'user:3', type: 'notified' }));
    await first.outbox.flush();
    expect(await eventually(() => heard.length === 1)).toBe(true);
  });
});
