import type { FastifyInstance } from 'fastify';

/**
 * Stops the server as a rolling restart needs (SIGTERM, SIGINT): no new
 * connection is taken, and a request arriving on an open one is answered 503
 * with `Connection: close`; the requests under way get their answers, cut
 * after `graceMs` if they still run; every player's socket is closed as
 * "going away" (1001), which the site opens again, on another instance; the
 * background jobs end the pass under way and start no other; the database
 * closes last. Resolves with whether nothing had to be cut.
 */
export async function shutdown(app: FastifyInstance, graceMs = app.config.SHUTDOWN_GRACE_MS) {
  let cut = false;
  const bound = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, 'requests still under way at the end of the grace: cut');
    app.server.closeAllConnections();
    for (const socket of app.websocketServer.clients) socket.terminate();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(bound);
  }
  return !cut;
}
