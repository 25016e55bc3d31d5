import type { EventBus } from '../../events/bus';
import type { ClosedLogins } from '../accounts/tokens';
import type { PlayMove } from './engine';

export type MoveListener = (move: PlayMove) => void;
export type LoginsListener = (closed: ClosedLogins) => void;

/**
 * Carries play moves to the sockets that show those plays, and closed logins
 * to the sockets opened with them, wherever those sockets are connected: the
 * topics `play:<id>` and `logins` of the one event bus.
 */
export interface PlayBus {
  publish(playId: number, move: PlayMove): void;
  subscribe(playId: number, listener: MoveListener): () => void;
  publishClosedLogins(closed: ClosedLogins): void;
  onClosedLogins(listener: LoginsListener): () => void;
  /** The bus was away and is back: moves may have been missed. */
  onReconnect(listener: () => void): () => void;
}

const LOGINS = 'logins';
export const playTopic = (playId: number) => `play:${playId}`;

export function playBus(bus: EventBus, onError: (error: unknown) => void): PlayBus {
  const send = (topic: string, type: string, data?: unknown) => {
    bus.publish({ topic, type, data }).catch(onError);
  };
  return {
    publish: (playId, move) => send(playTopic(playId), move),
    subscribe: (playId, listener) =>
      bus.subscribe(playTopic(playId), (event) => listener(event.type as PlayMove)),
    publishClosedLogins: (closed) => send(LOGINS, 'closed', closed),
    onClosedLogins: (listener) =>
      bus.subscribe(LOGINS, (event) => listener(event.data as ClosedLogins)),
    onReconnect: (listener) => bus.onReconnect(listener),
  };
}
