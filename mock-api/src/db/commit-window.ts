import { PostgresAdapter } from 'kysely';
import type { Db } from './index';

/**
 * How long a group commit on SQLite waits for more steps while they keep
 * coming. 3 ms: in the bench of 5,000 players it took the server's time per
 * play from 3.2 to 1.5 ms and the wait for a first question while they join
 * from 5.5 to 1.0 s (p99), for about 1.3 ms more on an answer's
 * acknowledgement (p50). Windows of 4 and 6 ms did no better
 * (docs/performance.md).
 */
export const SQLITE_WINDOW_MS = 3;

/**
 * When a group commit (answers, starts, moves, ends) runs its next batch.
 *
 * On SQLite a batch runs from its first statement to its commit without
 * giving the event loop a turn (the driver is synchronous): steps that arrive
 * meanwhile cannot join it. Under load each batch would then hold one or two
 * steps, each paying a batch's statements and a commit. So while steps keep
 * coming (one arrives within the window of the last batch's end) the next
 * batch waits the window for those behind it. A step that comes alone, as
 * in a quiet hour, waits only for the steps of the same turn.
 *
 * On PostgreSQL a batch's statements are round trips: steps gather while
 * they are under way, and the next batch never waits.
 */
export function commitWindow(db: Db) {
  const windowMs = db.getExecutor().adapter instanceof PostgresAdapter ? 0 : SQLITE_WINDOW_MS;
  let lastEnd = Number.NEGATIVE_INFINITY;
  return {
    /** Resolves when the next batch should run. */
    next(): Promise<void> {
      const busy = windowMs > 0 && performance.now() - lastEnd < windowMs;
      return new Promise((resolve) => {
        if (busy) setTimeout(resolve, windowMs);
        else setImmediate(resolve);
      });
    },
    /**
     * Makes batches while steps are waiting (`makeNext` takes and makes one), then
     * says the wait is over. On SQLite a batch holds the thread from its first
     * statement to its commit, and the next would follow it at once: under 10,000
     * players the play bench saw 27 batches in a row, 350 ms in which no socket was
     * read and no answer acknowledged. There the event loop takes a turn
     * between two batches; on PostgreSQL it does during each batch's round trips.
     */
    async drain(waiting: () => boolean, makeNext: () => Promise<void>): Promise<void> {
      while (waiting()) {
        await makeNext();
        if (windowMs > 0 && waiting()) await new Promise((resolve) => setImmediate(resolve));
      }
      lastEnd = performance.now();
    },
  };
}

export type CommitWindow = ReturnType<typeof commitWindow>;
