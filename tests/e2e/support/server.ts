import { startBuiltServer } from '../../support/server.mjs';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The built server with the demo data, on a fresh database for one test file. */
export async function startServer(): Promise<RunningServer> {
  const server = await startBuiltServer({
    env: { SEED: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
    },
  };
}
