import type { Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { EventOutboxTable } from '../db/schema';
import { isoNow } from '../db/time';
import type { EventBus } from './bus';
import type { LiveEvent } from './outbox';

const BATCH = 100;
/**
 * Published events are kept this long, for a look when something went wrong.
 * Short: every move of every play passes through the outbox (thousands a
 * second at the play budget), so an hour would keep millions of rows.
 */
const KEEP_MS = 5 * 60 * 1000;

const toEvent = (row: Selectable<EventOutboxTable>): LiveEvent => ({
  topic: row.topic,
  type: row.type,
  data: JSON.parse(row.data) as unknown,
});

/**
 * Publishes what the outbox holds, oldest first, each event once. On
 * PostgreSQL several instances may drain at the same time: each takes rows
 * the others have not locked, and marks them published in the transaction
 * that sends their notifications, so an event goes out exactly when it is
 * marked. In one process the events are handed to the listeners once marked.
 */
export function outboxRelay(db: Db, bus: EventBus, dialect: 'sqlite' | 'postgres') {
  async function drainBatch(): Promise<number> {
    const { count, toDeliver } = await db.transaction().execute(async (trx) => {
      let pending = trx
        .selectFrom('event_outbox')
        .selectAll()
        .where('published_at', 'is', null)
        .orderBy('id')
        .limit(BATCH);
      if (dialect === 'postgres') pending = pending.forUpdate().skipLocked();
      const rows = await pending.execute();
      if (rows.length === 0) return { count: 0, toDeliver: [] };
      await trx
        .updateTable('event_outbox')
        .set({ published_at: isoNow() })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      const events = rows.map(toEvent);
      if (!bus.notifyWithin) return { count: rows.length, toDeliver: events };
      await bus.notifyWithin(trx, events);
      return { count: rows.length, toDeliver: [] };
    });
    for (const event of toDeliver) await bus.publish(event);
    return count;
  }

  let running: Promise<void> | null = null;
  let again = false;

  /** Drains the outbox; a call during a drain makes that drain go round once more. */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await drainBatch()) === BATCH) {
            // a full batch: there may be more
          }
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** Forgets events published long ago. */
  async function prune(now = Date.now()) {
    await db
      .deleteFrom('event_outbox')
      .where('published_at', '<', isoNow(new Date(now - KEEP_MS)))
      .execute();
  }

  return { flush, prune };
}

export type OutboxRelay = ReturnType<typeof outboxRelay>;
