import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
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
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
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
