import { PostgresAdapter, SqliteAdapter } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitWindow, SQLITE_WINDOW_MS } from '../src/db/commit-window';
import type { Db } from '../src/db/index';

/** The commit window of a database of that kind. */
const on = (adapter: SqliteAdapter | PostgresAdapter) =>
  commitWindow({ getExecutor: () => ({ adapter }) } as unknown as Db);

/* When a group commit runs its next batch (db/commit-window.ts). */
describe('the commit window', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether the wait is over once the clock moved `ms`. */
  async function over(wait: Promise<void>, ms: number) {
    let done = false;
    void wait.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  }

  /** The batches of the last wait done: a drain that ends now. */
  const batchesDone = (window: ReturnType<typeof on>) =>
    window.drain(
      () => false,
      async () => {},
    );

  it('runs a step that comes alone at the next turn of the event loop', async () => {
    const window = on(new SqliteAdapter());
    expect(await over(window.next(), 0)).toBe(true);
    await batchesDone(window);
    // Long after the last batch: a quiet hour, no wait.
    vi.advanceTimersByTime(SQLITE_WINDOW_MS + 1);
    expect(await over(window.next(), 0)).toBe(true);
  });

  it('on SQLite, waits the window for more steps while they keep coming', async () => {
    const window = on(new SqliteAdapter());
    await batchesDone(window);
    vi.advanceTimersByTime(SQLITE_WINDOW_MS - 1);
    const wait = window.next();
    expect(await over(wait, SQLITE_WINDOW_MS - 1)).toBe(false);
    expect(await over(wait, 1)).toBe(true);
  });

  it('on PostgreSQL never waits: steps gather while a batch is under way', async () => {
    const window = on(new PostgresAdapter());
    await batchesDone(window);
    expect(await over(window.next(), 0)).toBe(true);
  });
});

/*
 * What a drain of several batches lets through between them: on SQLite each
 * batch holds the thread, so the sockets' messages wait for the event loop.
 */
describe('batches made one after the other', () => {
  /** Three batches drained, the first reading a socket meanwhile (a callback of the event loop). */
  async function drained(adapter: SqliteAdapter | PostgresAdapter) {
    const seen: string[] = [];
    let left = 3;
    await on(adapter).drain(
      () => left > 0,
      async () => {
        seen.push(`batch ${4 - left}`);
        if (left === 3) setImmediate(() => seen.push('a socket read'));
        left -= 1;
      },
    );
    await new Promise((resolve) => setImmediate(resolve));
    return seen;
  }

  it('on SQLite, lets the event loop take a turn between two batches', async () => {
    expect(await drained(new SqliteAdapter())).toEqual([
      'batch 1',
      'a socket read',
      'batch 2',
      'batch 3',
    ]);
  });

  it('on PostgreSQL, goes on at once: its round trips give the event loop its turns', async () => {
    expect(await drained(new PostgresAdapter())).toEqual([
      'batch 1',
      'batch 2',
      'batch 3',
      'a socket read',
    ]);
  });
});
