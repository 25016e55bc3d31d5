import type { PlayMove, PlayRow } from './engine';
import type { Served } from './steps';

/** A move of a play as this instance made it: the play's row after it, and the answer it served. */
export interface RecentMove {
  move: PlayMove;
  play: PlayRow;
  answer?: Served['answer'];
}

/**
 * The moves this instance made a moment ago, so that the play's socket, when
 * it is connected here, builds its message from what was just written instead
 * of reading it back. A move is taken once, by the first socket of its play
 * that hears it; one nobody here hears (the socket is on another instance,
 * or gone) is dropped after `lifetimeMs`. Moves made elsewhere are read from
 * the database: they are never here.
 */
export function recentMoves(lifetimeMs = 1000, now = () => performance.now()) {
  const moves = new Map<number, RecentMove & { at: number }>();

  function dropExpired(time: number) {
    // In the order they were kept: the oldest first.
    for (const [playId, kept] of moves) {
      if (time - kept.at <= lifetimeMs) break;
      moves.delete(playId);
    }
  }

  return {
    keep(playId: number, move: RecentMove) {
      const time = now();
      dropExpired(time);
      moves.delete(playId);
      moves.set(playId, { ...move, at: time });
    },
    /** The play's move of this kind made here a moment ago, once. */
    take(playId: number, move: PlayMove): RecentMove | undefined {
      const kept = moves.get(playId);
      if (!kept || kept.move !== move) return undefined;
      moves.delete(playId);
      return now() - kept.at <= lifetimeMs ? kept : undefined;
    },
    get size() {
      return moves.size;
    },
  };
}
