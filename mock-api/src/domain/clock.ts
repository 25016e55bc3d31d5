/**
 * The server's one clock: question deadlines and their grace, challenge
 * closing, payment orders' due reads and expiry, the windows of
 * responsible-play limits, ad subscriptions, statistics' "today". Every rule
 * reads the time from the clock it is given, so a test (or a development
 * server's /api/dev/clock/) moves it on instead of waiting for real time.
 * Signed tokens, one-time codes and rate limits keep real time: they guard
 * against people, and moving them would let a test open what must stay shut.
 */
export type Clock = () => Date;

export const realClock: Clock = () => new Date();

/**
 * The clock of a development server, which /api/dev/clock/ moves on so a
 * challenge can close or a slow payment settle without the wait.
 * Production runs on the real clock.
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
