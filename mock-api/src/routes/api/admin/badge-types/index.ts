import type { FastifyInstance } from 'fastify';

export default async function badgeTypesRoutes(_fastify: FastifyInstance) {}
