import type { FastifyInstance } from 'fastify';

export default async function statsRoutes(_fastify: FastifyInstance) {}
