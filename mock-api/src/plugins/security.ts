import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's options. `scriptHashes`: the hashes ('sha256-…') of the inline scripts
 * the built pages hold (web.ts, inlineScriptHashes), each allowed alone: no other
 * inline script runs.
 */
export function helmetOptions(scriptHashes: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The back office's component library injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...scriptHashes],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers Helmet sets with these options, worked out once. They are the
 * same for every answer; @fastify/helmet built Helmet again at every request
 * (parsing the policy's directives each time), a few percent of a signed-in
 * call's time.
 */
export function secureHeaders(options: HelmetOptions = helmetOptions()): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export interface SecurityOptions {
  /** Hashes of the inline scripts of the pages served, for the Content-Security-Policy. */
  scriptHashes?: readonly string[];
}

/** Secure headers and compression. */
export default fp<SecurityOptions>(
  async (app: FastifyInstance, { scriptHashes }) => {
    const headers = secureHeaders(helmetOptions(scriptHashes));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'security' },
);
