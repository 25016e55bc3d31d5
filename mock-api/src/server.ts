import { buildApp } from './app';
import { loadConfig } from './config';
import { shutdown } from './shutdown';

/** Starts the server on the configured port and stops it cleanly on SIGINT or SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Should the stop itself hang (a job's pass that never ends), the process goes anyway.
    setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 10_000).unref();
    shutdown(app).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // A long queue of pending connections: players reconnect in waves after a network blip.
  const address = await app.listen({ host: config.HOST, port: config.PORT, backlog: 4096 });
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(
    `quiz platform ready: player ${url}/ · back office ${url}/administration/ · API docs ${url}/api/docs (database: ${app.dialect})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
