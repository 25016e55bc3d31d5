import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { ClosedLogins } from '../accounts/tokens';
import type { PlayMove } from './engine';

export type MoveListener = (move: PlayMove) => void;
export type LoginsListener = (closed: ClosedLogins) => void;

/**
 * Carries play moves to the sockets that show those plays, and closed logins
 * to the sockets opened with them, wherever those sockets are connected.
 */
export interface PlayBus {
  publish(playId: number, move: PlayMove): void;
  subscribe(playId: number, listener: MoveListener): () => void;
  publishClosedLogins(closed: ClosedLogins): void;
  onClosedLogins(listener: LoginsListener): () => void;
  close(): Promise<void>;
}

const LOGINS = 'logins';

function localEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channel = (playId: number) => `play:${playId}`;
  const on = <T>(name: string, listener: (value: T) => void) => {
    emitter.on(name, listener);
    return () => {
      emitter.off(name, listener);
    };
  };
  return {
    emit: (playId: number, move: PlayMove) => emitter.emit(channel(playId), move),
    subscribe: (playId: number, listener: MoveListener) => on(channel(playId), listener),
    emitClosedLogins: (closed: ClosedLogins) => emitter.emit(LOGINS, closed),
    onClosedLogins: (listener: LoginsListener) => on(LOGINS, listener),
  };
}

/** One process: moves and closed logins go straight to its own sockets. */
export function localBus(): PlayBus {
  const local = localEmitter();
  return {
    publish: local.emit,
    subscribe: local.subscribe,
    publishClosedLogins: local.emitClosedLogins,
    onClosedLogins: local.onClosedLogins,
    close: async () => {},
  };
}

/**
 * Several instances on one PostgreSQL database: every move and every closing
 * of logins is a NOTIFY on channels named after the schema, and every
 * instance LISTENs and hands it to its own sockets, including the instance
 * that sent it.
 */
export async function postgresBus(
  connectionString: string,
  schema: string,
  onError: (error: unknown) => void,
): Promise<PlayBus> {
  const local = localEmitter();
  const suffix = schema.replace(/\W/g, '_');
  const moves = `play_moves_${suffix}`;
  const logins = `play_logins_${suffix}`;
  const listener = new pg.Client({ connectionString });
  await listener.connect();
  listener.on('error', onError);
  listener.on('notification', (note) => {
    const payload = note.payload ?? '';
    if (note.channel === logins) {
      local.emitClosedLogins(JSON.parse(payload) as ClosedLogins);
      return;
    }
    const [id, move] = payload.split(':');
    if (id && move) local.emit(Number(id), move as PlayMove);
  });
  await listener.query(`LISTEN ${moves}`);
  await listener.query(`LISTEN ${logins}`);
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', onError);
  const notify = (channel: string, payload: string) => {
    publisher.query('select pg_notify($1, $2)', [channel, payload]).catch(onError);
  };
  return {
    publish: (playId, move) => notify(moves, `${playId}:${move}`),
    subscribe: local.subscribe,
    publishClosedLogins: (closed) => notify(logins, JSON.stringify(closed)),
    onClosedLogins: local.onClosedLogins,
    async close() {
      await listener.end();
      await publisher.end();
    },
  };
}
