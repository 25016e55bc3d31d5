import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DashboardTrend, ErrorAnswer, TREND_DAYS } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';

const tags = ['admin: dashboard'];

/** The super board's figures beyond the day's (ours). */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/admin/super/dashboard/trend/',
    {
      onRequest: app.requireRole('super'),
      schema: {
        operationId: 'dashboardTrend',
        tags,
        summary: 'New players and plays of each of the last days',
        description: `Ours. {days: [{day, new_players, plays}]}: the last ${TREND_DAYS} days, today included, oldest
first, each a day in Africa/Douala (UTC+1), zeros included. new_players leaves managers out; plays are plays started,
solo and in challenges.`,
        response: { 200: DashboardTrend, '4xx': ErrorAnswer },
      },
    },
    () => app.admin.dashboard.trend(),
  );
}
