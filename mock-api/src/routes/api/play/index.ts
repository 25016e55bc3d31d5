import type { FastifyInstance } from 'fastify';
import challengeRoutes from './challenges';
import resultRoutes from './results';
import playSocket from './socket';

/** Playing: the play socket, ongoing-play detection, scores and results, challenges. */
export default async function playRoutes(app: FastifyInstance) {
  await app.register(playSocket);
  await app.register(resultRoutes);
  await app.register(challengeRoutes);
}
