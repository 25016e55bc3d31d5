import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminStats,
  ErrorAnswer,
  OkAnswer,
  StatsRangeParams,
  StatsSeries,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';

const tags = ['admin: statistics'];
const PERIOD = `/{from_year}/{from_month}/{from_day}/{to_year}/{to_month}/{to_day}/: whole days of Douala (Africa/Douala, UTC+1), both ends
included. An impossible date (31/02) is refused with 400 BAD and validation.date_invalid on the faulty part
(errors['from.day']...); an end before the start with errors.to validation.date_range_invalid.`;
const INDICATORS = `Every indicator of the spec's general statistics, each defined in the contract
(shared/src/contract/admin/stats.ts): stocks as they stand now; counts over the period; purchases and cash-outs by
channel (om, momo = MTN) from the transactions the money API writes.`;

/**
 * Statistics (back-office spec section 7 "Statistics"). Super managers and
 * payments managers (the payments staff checking figures) read them.
 */
export default async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const readers = app.requireRole('super', 'payments');
  const stats = () => app.admin.stats;

  app.get(
    '/api/admin/payments/primary-check/',
    {
      onRequest: readers,
      schema: {
        operationId: 'checkPaymentsArea',
        tags,
        summary: 'Primary check of the figures: OK for a payments or super manager flagged admin',
        description: 'The back office shows its not-allowed view on any other answer (401, 403).',
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async () => ({ status_message: 'OK' as const }),
  );

  app.get(
    '/api/admin/super/general-stats/',
    {
      onRequest: readers,
      schema: {
        operationId: 'generalStats',
        tags,
        summary: 'The general statistics',
        description: `${INDICATORS} Over all time, except new_players: the last 30 days.`,
        response: { 200: AdminStats, '4xx': ErrorAnswer },
      },
    },
    () => stats().general(),
  );

  app.get(
    '/api/admin/super/stats/:from_year/:from_month/:from_day/:to_year/:to_month/:to_day/',
    {
      onRequest: readers,
      schema: {
        operationId: 'periodStats',
        tags,
        summary: 'The statistics of a period',
        description: `${INDICATORS} The period is ${PERIOD}`,
        params: StatsRangeParams,
        response: { 200: AdminStats, '4xx': ErrorAnswer },
      },
    },
    (request) => stats().range(request.params),
  );

  app.get(
    '/api/admin/super/stats-series/:from_year/:from_month/:from_day/:to_year/:to_month/:to_day/',
    {
      onRequest: readers,
      schema: {
        operationId: 'statsSeries',
        tags,
        summary: 'What the dashboard charts: a row a day, and plays per game index',
        description: `Ours. Answers {days: [{day, new_players, plays, money_in_om, money_in_momo, money_out_om,
money_out_momo, purchases, purchase_failures}], game_indexes}: a row for every Douala day of the period, zeros
included; money in FCFA; purchases and purchase_failures count the purchases paid and failed, all channels. The period is
${PERIOD} A year at most (366 days): longer is refused with errors.to validation.range_too_long.`,
        params: StatsRangeParams,
        response: { 200: StatsSeries, '4xx': ErrorAnswer },
      },
    },
    (request) => stats().series(request.params),
  );
}
