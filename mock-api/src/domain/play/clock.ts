/**
 * The time of play: question deadlines, the grace after them, challenge
 * closing times. Every rule of play reads it from here, so a test can move
 * it on instead of waiting for real time to pass.
 */
export type Clock = () => Date;

export const realClock: Clock = () => new Date();

/**
 * The time of play of a development server, which its /api/dev/clock/ moves on so a
 * challenge can close without a day's wait. Production runs on the real clock.
 */
export function shiftableClock() {
  let offsetMs = 0;
  const clock: Clock = () => new Date(Date.now() + offsetMs);
  return {
    clock,
    advance(ms: number): Date {
      offsetMs += ms;
      return clock();
    },
  };
}
