import type { FastifyInstance } from 'fastify';

export default async function scoresRoutes(_fastify: FastifyInstance) {}
