import { PostgresAdapter, SqliteAdapter } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitWindow, SQLITE_WINDOW_MS } from '../src/db/commit-window';
import type { Db } from '../src/db/index';

/* When a group commit runs its next batch (db/commit-window.ts). */
describe('the commit window', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const on = (adapter: SqliteAdapter | PostgresAdapter) =>
    commitWindow({ getExecutor: () => ({ adapter }) } as unknown as Db);
  /** Whether the wait is over once the clock moved `ms`. */
  async function over(wait: Promise<void>, ms: number) {
    let done = false;
    void wait.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  }

  it('runs a step that comes alone at the next turn of the event loop', async () => {
    const window = on(new SqliteAdapter());
    expect(await over(window.next(), 0)).toBe(true);
    window.ended();
    // Long after the last batch: a quiet hour, no wait.
    vi.advanceTimersByTime(SQLITE_WINDOW_MS + 1);
    expect(await over(window.next(), 0)).toBe(true);
  });

  it('on SQLite, waits the window for more steps while they keep coming', async () => {
    const window = on(new SqliteAdapter());
    window.ended();
    vi.advanceTimersByTime(SQLITE_WINDOW_MS - 1);
    const wait = window.next();
    expect(await over(wait, SQLITE_WINDOW_MS - 1)).toBe(false);
    expect(await over(wait, 1)).toBe(true);
  });

  it('on PostgreSQL never waits: steps gather while a batch is under way', async () => {
    const window = on(new PostgresAdapter());
    window.ended();
    expect(await over(window.next(), 0)).toBe(true);
  });
});
