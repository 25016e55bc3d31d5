import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/index';
import type { LiveEvent } from './outbox';

export type EventListener = (event: LiveEvent) => void;

/**
 * The one bus of everything live: plays, closed logins, cache invalidation,
 * and next news and payments. A listener hears the events of one topic that
 * any instance publishes, its own included.
 */
export interface EventBus {
  /** Sends an event at once (the outbox relay calls this; rules record events instead). */
  publish(event: LiveEvent): Promise<void>;
  /**
   * Sends events when the given transaction commits, and only then
   * (PostgreSQL's NOTIFY is transactional); absent on the in-process bus.
   */
  notifyWithin?(trx: Db, events: LiveEvent[]): Promise<void>;
  subscribe(topic: string, listener: EventListener): () => void;
  /** Called after the bus lost its connection and got it back: events may have been missed. */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Listeners in sets, not an EventEmitter: every play socket listens, and an
 * emitter keeps a name's listeners in an array, where each of ten thousand
 * sockets closing at once searched all the others for its own.
 */
function topics() {
  const byTopic = new Map<string, Set<{ hear: EventListener }>>();
  const reconnects = new Set<{ hear: () => void }>();
  return {
    deliver: (event: LiveEvent) => {
      // Those subscribed while it is heard wait for the next event, as with an emitter.
      for (const entry of [...(byTopic.get(event.topic) ?? [])]) entry.hear(event);
    },
    subscribe: (topic: string, hear: EventListener) => {
      // An entry of its own: the same function subscribed twice is two subscriptions.
      const entry = { hear };
      const listening = byTopic.get(topic) ?? new Set();
      byTopic.set(topic, listening.add(entry));
      return () => {
        listening.delete(entry);
        if (listening.size === 0 && byTopic.get(topic) === listening) byTopic.delete(topic);
      };
    },
    reconnected: () => {
      for (const entry of [...reconnects]) entry.hear();
    },
    onReconnect: (hear: () => void) => {
      const entry = { hear };
      reconnects.add(entry);
      return () => {
        reconnects.delete(entry);
      };
    },
  };
}

/** One process (the SQLite file serves one instance): events go straight to its listeners. */
export function localBus(): EventBus {
  const local = topics();
  return {
    publish: async (event) => {
      local.deliver(event);
    },
    subscribe: local.subscribe,
    onReconnect: local.onReconnect,
    close: async () => {},
  };
}

export interface PostgresBusOptions {
  connectionString: string;
  /** the schema the instances share: its name scopes the channel */
  schema: string;
  onError(error: unknown): void;
  /** first wait before reconnecting, doubled at each failure up to 10 s */
  retryMs?: number;
}

/**
 * Several instances on one PostgreSQL database: an event is a NOTIFY on one
 * channel per schema, and every instance LISTENs on a connection of its own.
 * When that connection drops, the bus reconnects (waiting longer after each
 * failure) and tells its listeners, which refresh what they may have missed.
 */
export async function postgresBus(options: PostgresBusOptions): Promise<EventBus> {
  const local = topics();
  const channel = `live_${options.schema.replace(/\W/g, '_')}`;
  const firstWait = options.retryMs ?? 500;
  let closing = false;
  let listener: pg.Client | null = null;
  let wait = firstWait;

  async function listen() {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on('notification', (note) => {
      if (note.channel !== channel || !note.payload) return;
      try {
        const sent = JSON.parse(note.payload) as LiveEvent | LiveEvent[];
        for (const event of Array.isArray(sent) ? sent : [sent]) local.deliver(event);
      } catch (error) {
        options.onError(error);
      }
    });
    // Ended or broken: either way, listen again.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
    wait = firstWait;
  }

  function lost(client: pg.Client, error?: unknown) {
    if (closing || listener !== client) return;
    listener = null;
    if (error) options.onError(error);
    client.end().catch(() => {});
    void reconnect();
  }

  async function reconnect() {
    while (!closing && !listener) {
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      wait = Math.min(wait * 2, 10_000);
      try {
        await listen();
        local.reconnected();
      } catch (error) {
        options.onError(error);
      }
    }
  }

  await listen();
  const publisher = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  publisher.on('error', options.onError);
  return {
    async publish(event) {
      await publisher.query('select pg_notify($1, $2)', [channel, JSON.stringify(event)]);
    },
    async notifyWithin(trx, events) {
      if (events.length === 0) return;
      const payloads = sql.val(notifications(events));
      await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(
        trx,
      );
    },
    subscribe: local.subscribe,
    onReconnect: local.onReconnect,
    /** for tests: the connection that listens, to break it on purpose */
    get listening() {
      return listener;
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  } as EventBus;
}

/** A notification's payload must stay under 8,000 bytes: the events as a few JSON arrays that fit. */
const PAYLOAD_BYTES = 7_500;

/** Events in as few notifications as fit: one statement sends them all, one parse each reads many. */
export function notifications(events: LiveEvent[]): string[] {
  const payloads: string[] = [];
  let chunk: string[] = [];
  let bytes = 2;
  for (const event of events) {
    const text = JSON.stringify(event);
    const size = Buffer.byteLength(text) + 1;
    if (chunk.length > 0 && bytes + size > PAYLOAD_BYTES) {
      payloads.push(`[${chunk.join(',')}]`);
      chunk = [];
      bytes = 2;
    }
    chunk.push(text);
    bytes += size;
  }
  if (chunk.length > 0) payloads.push(`[${chunk.join(',')}]`);
  return payloads;
}

/**
 * Sends busy events with their transaction's commit without the outbox
 * table: within the transaction where the bus notifies transactionally
 * (PostgreSQL), right after the commit where it is in-process (one SQLite
 * instance, whose sockets all live in this process). Rules that record
 * events in their own transactions use the outbox (events/outbox.ts).
 */
export function commitPublisher(bus: EventBus, onError: (error: unknown) => void) {
  return {
    async within(trx: Db, events: LiveEvent | LiveEvent[]): Promise<void> {
      if (bus.notifyWithin) await bus.notifyWithin(trx, Array.isArray(events) ? events : [events]);
    },
    afterCommit(event: LiveEvent): void {
      if (!bus.notifyWithin) bus.publish(event).catch(onError);
    },
  };
}
