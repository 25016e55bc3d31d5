import type { FastifyInstance } from 'fastify';

export default async function gamesRoutes(_fastify: FastifyInstance) {}
