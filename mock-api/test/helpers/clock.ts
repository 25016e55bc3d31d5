import type { Clock } from '../../src/domain/play/clock';

/** A time of play that runs with real time and jumps ahead when a test says so. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    advance: (ms) => {
      ahead += ms;
    },
  };
}
