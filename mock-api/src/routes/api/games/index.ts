import type { FastifyInstance } from 'fastify';

/** The catalogue reads of the "Games and challenges" calls: lists, pages, badges, hall of fame, searches. */
export default async function catalogueRoutes(_app: FastifyInstance) {}
