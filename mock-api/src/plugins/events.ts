import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { CATALOGUE_TOPIC } from '../domain/catalogue/changes';
import { catalogueOf } from '../domain/catalogue/service';
import { questionsOf } from '../domain/play/questions';
import { type EventBus, localBus, postgresBus } from '../events/bus';
import { type OutboxRelay, outboxRelay } from '../events/relay';

declare module 'fastify' {
  interface FastifyInstance {
    /** the bus of everything live, shared by the instances of one database */
    events: EventBus;
    /** publishes what the rules recorded in the outbox; call it after a transaction that recorded events */
    outbox: OutboxRelay;
  }
}

/**
 * The event bus (in-process on SQLite, LISTEN/NOTIFY on PostgreSQL) and the
 * outbox relay. The relay also runs on a timer, so an event recorded by a
 * transaction whose caller did not flush (or crashed before it could) still
 * goes out.
 */
export default fp<{ config: Config; pgSchema?: string }>(
  async (app: FastifyInstance, { config, pgSchema }) => {
    const bus = config.DATABASE_URL
      ? await postgresBus({
          connectionString: config.DATABASE_URL,
          schema: pgSchema ?? 'public',
          onError: (error) => app.log.error({ err: error }, 'event bus'),
        })
      : localBus();
    app.decorate('events', bus);
    const relay = outboxRelay(app.db, bus, app.dialect);
    app.decorate('outbox', relay);

    // Caches of other instances are cleared when the catalogue changes, and
    // after a lost connection, since an invalidation may have been missed.
    const clearCatalogue = () => {
      catalogueOf(app.db, app.clock).invalidate();
      questionsOf(app.db).invalidate();
    };
    bus.subscribe(CATALOGUE_TOPIC, clearCatalogue);
    bus.onReconnect(clearCatalogue);

    // Old published events are forgotten once a minute, not at every drain.
    let prunedAt = 0;
    let ticking: Promise<void> | null = null;
    const tick = async () => {
      try {
        await relay.flush();
        if (Date.now() - prunedAt > 60_000) {
          prunedAt = Date.now();
          await relay.prune();
        }
      } catch (error) {
        app.log.error({ err: error }, 'outbox relay failed');
      } finally {
        ticking = null;
      }
    };
    const timer = setInterval(() => {
      ticking ??= tick();
    }, config.PLAY_SWEEP_MS);
    timer.unref();
    // A stop starts no pass; once the last requests are answered, what they
    // recorded is published, then the bus closes, before the database.
    app.addHook('preClose', async () => clearInterval(timer));
    app.addHook('onClose', async () => {
      await ticking;
      await relay.flush().catch(() => {});
      await bus.close();
    });
  },
  { name: 'events', dependencies: ['database'] },
);
