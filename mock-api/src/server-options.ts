import type { FastifyServerOptions } from 'fastify';

/** Options of the Fastify instance, shared with the tests that build a bare one. */
export const serverOptions = {
  // The first start of a new database migrates and seeds it inside the database
  // plugin: seconds on a loaded machine, more than Fastify's default 10 s allows.
  pluginTimeout: 120_000,
  // JSON bodies beyond this are refused before parsing; uploads set their own limits.
  bodyLimit: 1024 * 1024,
  routerOptions: {
    ignoreTrailingSlash: true,
    ignoreDuplicateSlashes: true,
    // Search texts travel in the path: 100 characters of any script, percent-encoded, fit in this.
    maxParamLength: 1200,
  },
} satisfies FastifyServerOptions;
