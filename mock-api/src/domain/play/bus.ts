import type { EventBus } from '../../events/bus';
import { type ClosedLogins, LOGINS_TOPIC } from '../accounts/tokens';
import type { PlayMove } from './engine';

export type MoveListener = (move: PlayMove) => void;
export type LoginsListener = (closed: ClosedLogins) => void;

/**
 * Carries play moves to the sockets that show those plays, and closed logins
 * to the sockets opened with them, wherever those sockets are connected: the
 * topics `play:<id>` and `logins` of the one event bus. Moves are sent with
 * the commit of the transaction that makes them (events/bus.ts commitPublisher),
 * closed logins through the event outbox (domain/accounts/tokens.ts).
 */
export interface PlayBus {
  subscribe(playId: number, listener: MoveListener): () => void;
  onClosedLogins(listener: LoginsListener): () => void;
  /** The bus was away and is back: moves may have been missed. */
  onReconnect(listener: () => void): () => void;
}

export const playTopic = (playId: number) => `play:${playId}`;

export function playBus(bus: EventBus): PlayBus {
  return {
    subscribe: (playId, listener) =>
      bus.subscribe(playTopic(playId), (event) => listener(event.type as PlayMove)),
    onClosedLogins: (listener) =>
      bus.subscribe(LOGINS_TOPIC, (event) => listener(event.data as ClosedLogins)),
    onReconnect: (listener) => bus.onReconnect(listener),
  };
}
