import type { Db } from '../db/index';

/**
 * A live event: a topic per play (`play:12`), per user (`user:7`) or per
 * shared cache (`catalogue`), a type, and small data (it travels in a
 * PostgreSQL notification, which holds a few kilobytes at most).
 */
export interface LiveEvent {
  topic: string;
  type: string;
  data?: unknown;
}

/** Room left in a notification for the data once the envelope is written. */
const MAX_DATA_BYTES = 6000;

/**
 * Writes an event in the caller's transaction. It is published after that
 * transaction commits (by the relay), and never if it rolls back.
 */
export function recordEvent(trx: Db, event: LiveEvent): Promise<void> {
  return recordEvents(trx, [event]);
}

/** Writes events in the caller's transaction, in one statement: published as recordEvent's. */
export async function recordEvents(trx: Db, events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => {
    const data = JSON.stringify(event.data ?? null);
    if (Buffer.byteLength(data) > MAX_DATA_BYTES) {
      throw new Error(`event ${event.topic}/${event.type} carries too much data`);
    }
    return { topic: event.topic, type: event.type, data };
  });
  await trx.insertInto('event_outbox').values(rows).execute();
}
