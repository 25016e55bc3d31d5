import type { FastifyInstance } from 'fastify';

export default async function quotesRoutes(_fastify: FastifyInstance) {}
