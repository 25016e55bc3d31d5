import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the server on the configured port and stops it cleanly on SIGINT or SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);

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
