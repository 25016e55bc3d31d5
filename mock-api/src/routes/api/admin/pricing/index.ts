import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorAnswer, PricingRecord } from '@quiz/shared/contract';
import { pricingSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { formBody } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const PRICING = '/api/admin/super/pricing/';
const tags = ['admin: pricing'];

/** Pricing (ours): the business settings a super manager tunes, read and changed whole. */
export default async function pricingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');
  const pricing = () => app.admin.pricing;

  app.get(
    PRICING,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'getPricing',
        tags,
        summary: 'The prices and rewards in force',
        description: `Unit price, gain unit, credits a solo costs, solo reward multiplier, share of right answers
that wins a solo (a fraction, for games created from then on), challenge duration in seconds, and each pack's units
and FCFA reduction ({code}_units, {code}_unit_reduction).`,
        response: { 200: PricingRecord, '4xx': ErrorAnswer },
      },
    },
    () => pricing().read(),
  );

  app.put(
    PRICING,
    {
      onRequest: superOnly,
      validatorCompiler: formBody(pricingSchema),
      schema: {
        operationId: 'updatePricing',
        tags,
        summary: 'Change the prices and rewards',
        description: `Body: every field of GET. Refused whole with errors by field (400 BAD) when a field is out of
its bounds or the settings would let a player come out ahead of the house (docs/economy.md: gain_unit above the
cheapest credit, a solo reward above what its credits cost). Counts for purchases, plays and challenges started
after it; a running play or an open challenge keeps its values. Audited with the values before and after.`,
        body: PricingRecord,
        response: { 200: PricingRecord, '4xx': ErrorAnswer },
      },
    },
    (request) => pricing().update(currentUser(request).id, request.body),
  );
}
