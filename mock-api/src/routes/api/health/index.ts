import type { FastifyInstance } from 'fastify';

/** Liveness and readiness: answers OK only when the database answers too. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health/',
    {
      schema: {
        operationId: 'checkHealth',
        tags: ['system'],
        summary: 'Whether the server and its database are up',
        response: {
          200: {
            type: 'object',
            required: ['status_message', 'database'],
            properties: {
              status_message: { type: 'string', enum: ['OK'] },
              database: { type: 'string', enum: ['sqlite', 'postgres'] },
            },
          },
        },
      },
    },
    async () => {
      await app.pingDatabase();
      return { status_message: 'OK', database: app.dialect };
    },
  );
}
