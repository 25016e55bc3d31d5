/*
 * What keeps one player's socket (play, news, payments) from hurting others:
 * browser pages of other sites may not open it, and it may not send faster
 * than a person plays.
 */

/**
 * A browser always says which page opens a socket. Only the site's own pages
 * (same host as the request, over http or https) may play with the player's
 * token; a client that is not a browser sends no Origin and is let through.
 */
export function allowedOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!host) return false;
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.host.toLowerCase() === host.toLowerCase()
    );
  } catch {
    // 'null' (sandboxed frames, files) and other junk
    return false;
  }
}

/**
 * A person answers a few messages a second: a tap on a choice, then Next.
 * A burst covers a quick series of taps (and clients that answer without
 * waiting for the reply); a socket beyond it, or with more messages waiting
 * to be handled than a person could queue, is closed.
 */
export const SOCKET_LIMITS = {
  /** messages a socket may send at once */
  burst: 30,
  /** messages a second a socket may send in the long run */
  perSecond: 5,
  /** messages received and not handled yet */
  waiting: 10,
};

/** A token bucket: `take` is false once the socket sends faster than its limits. */
export function messageBudget(limits = SOCKET_LIMITS, now = () => performance.now()) {
  let tokens = limits.burst;
  let last = now();
  return {
    take(): boolean {
      const time = now();
      tokens = Math.min(limits.burst, tokens + ((time - last) / 1000) * limits.perSecond);
      last = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
