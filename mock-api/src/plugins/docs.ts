import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** every API route as "METHOD /path", so a test can hold the documentation to it */
    apiRoutes: string[];
  }
}

/** OpenAPI documentation built from the routes' own schemas, browsable at /api/docs. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Quiz platform API',
          description: [
            'The API of the bilingual quiz-game platform: accounts, catalogue, plays and challenges,',
            'credits, gains and the back office. Errors answer `{ status_message, errors? }` where',
            '`errors` maps each invalid field to a message key of the shared i18n catalogs.',
          ].join(' '),
          version: '0.1.0',
          license: { name: 'Proprietary' },
        },
        servers: [{ url: '/', description: 'this server' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // Held by Notch Pay alone: the HMAC SHA-256 (hex) of the raw body with the account's hash key.
            notchSignature: { type: 'apiKey', in: 'header', name: 'x-notch-signature' },
          },
        },
      },
      // Who may call a route is read from its guard, so the document cannot drift from it.
      transform: ({ schema, url, route }) => ({
        schema: {
          ...schema,
          security: schema?.security ?? securityOf(app, route),
          ...(rolesOf(route) && { 'x-roles': rolesOf(route) }),
        },
        url,
      }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.decorate('apiRoutes', [] as string[]);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.apiRoutes.push(`${method} ${route.url}`);
      }
    });
  },
  { name: 'docs' },
);

const guardsOf = (route: RouteOptions) => [route.onRequest ?? [], route.preHandler ?? []].flat();

/** The roles of a route's role guard (plugins/auth.ts), shown as the operation's x-roles. */
function rolesOf(route: RouteOptions): readonly string[] | undefined {
  for (const guard of guardsOf(route)) {
    const roles = (guard as { roles?: unknown }).roles;
    if (Array.isArray(roles)) return roles;
  }
  return undefined;
}

/**
 * A route guarded by `authenticate` needs a bearer token; one guarded by
 * `identify` takes one optionally (it personalises the answer); any other
 * route is public.
 */
function securityOf(app: FastifyInstance, route: RouteOptions): Record<string, string[]>[] {
  const guards = guardsOf(route);
  if (rolesOf(route) || guards.includes(app.authenticate)) return [{ bearer: [] }];
  if (guards.includes(app.identify)) return [{}, { bearer: [] }];
  return [];
}
