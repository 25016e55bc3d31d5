import type { FastifyInstance } from 'fastify';

/** Playing: the play socket, ongoing-play detection, scores and results, challenges. */
export default async function playRoutes(_app: FastifyInstance) {}
