import type { FastifyInstance } from 'fastify';

export default async function gameIndexesRoutes(_fastify: FastifyInstance) {}
