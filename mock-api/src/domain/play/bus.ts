import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { PlayMove } from './engine';

export type MoveListener = (move: PlayMove) => void;

/** Carries play moves to the sockets that show those plays, wherever they are connected. */
export interface PlayBus {
  publish(playId: number, move: PlayMove): void;
  subscribe(playId: number, listener: MoveListener): () => void;
  close(): Promise<void>;
}

function localEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channel = (playId: number) => `play:${playId}`;
  return {
    emit: (playId: number, move: PlayMove) => emitter.emit(channel(playId), move),
    subscribe(playId: number, listener: MoveListener) {
      emitter.on(channel(playId), listener);
      return () => emitter.off(channel(playId), listener);
    },
  };
}

/** One process: moves go straight to its own sockets. */
export function localBus(): PlayBus {
  const local = localEmitter();
  return { publish: local.emit, subscribe: local.subscribe, close: async () => {} };
}

/**
 * Several instances on one PostgreSQL database: every move is a NOTIFY on a
 * channel named after the schema, and every instance LISTENs and hands the
 * move to its own sockets of that play, including the instance that sent it.
 */
export async function postgresBus(
  connectionString: string,
  schema: string,
  onError: (error: unknown) => void,
): Promise<PlayBus> {
  const local = localEmitter();
  const channel = `play_moves_${schema.replace(/\W/g, '_')}`;
  const listener = new pg.Client({ connectionString });
  await listener.connect();
  listener.on('error', onError);
  listener.on('notification', (note) => {
    const [id, move] = (note.payload ?? '').split(':');
    if (id && move) local.emit(Number(id), move as PlayMove);
  });
  await listener.query(`LISTEN ${channel}`);
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', onError);
  return {
    publish(playId, move) {
      publisher.query('select pg_notify($1, $2)', [channel, `${playId}:${move}`]).catch(onError);
    },
    subscribe: local.subscribe,
    async close() {
      await listener.end();
      await publisher.end();
    },
  };
}
