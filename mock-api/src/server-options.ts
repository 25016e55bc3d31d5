import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

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
  // The router's own refusals (a path too long or badly encoded) answer as every refusal does.
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 500;
    if (status >= 500) return reply.code(500).send({ status_message: 'FAIL' });
    const key = status === 414 ? 'validation.too_large' : 'validation.value_invalid';
    return reply.code(status).send({ status_message: 'BAD', errors: { path: key } });
  },
} satisfies FastifyServerOptions;
