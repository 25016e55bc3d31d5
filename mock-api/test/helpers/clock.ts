import { type Clock, shiftableClock } from '../../src/domain/clock';

/** A time of play that runs with real time and jumps ahead when a test says so. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  const shifted = shiftableClock();
  return {
    now: shifted.clock,
    advance: (ms) => {
      shifted.advance(ms);
    },
  };
}
