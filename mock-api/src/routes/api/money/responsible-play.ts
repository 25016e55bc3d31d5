import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  PlayLimitInput,
  ResponsiblePlay,
  SelfExclusionInput,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/auth';

const tags = ['responsible play'];
const ANSWER = `Ours (the spec has none). Answers {status_message, limits: [{kind (purchase, stake), period (day, week, month:
the last 1, 7 or 30 days), amount (credits, null: none), used (bought or staked in the period), pending {amount, from}
(a raise or removal waiting its day) or null}], self_exclusion {until} or null}.`;

/** Limits on buying and staking, and self-exclusion. */
export default async function responsiblePlayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/api/me/responsible-play/',
    {
      ...signedIn,
      schema: {
        operationId: 'getResponsiblePlay',
        tags,
        summary: 'My limits on buying and staking credits, and my break from playing',
        description: ANSWER,
        response: { 200: ResponsiblePlay, '4xx': ErrorAnswer },
      },
    },
    (request) => app.responsiblePlay.overview(currentUser(request).id),
  );

  app.put(
    '/api/me/responsible-play/limits/',
    {
      ...signedIn,
      schema: {
        operationId: 'setPlayLimit',
        tags,
        summary: 'Set, lower, raise or remove one of my limits',
        description: `Body {kind, period, amount (1 to 100000 credits, or null to remove)}. Lowering holds at once;
raising or removing holds 24 hours later. A purchase or stake over a limit is then refused with 400 LIMIT_REACHED
{kind, period, limit, used}. ${ANSWER}`,
        body: PlayLimitInput,
        response: { 200: ResponsiblePlay, '4xx': ErrorAnswer },
      },
    },
    (request) => app.responsiblePlay.setLimit(currentUser(request).id, request.body),
  );

  app.post(
    '/api/me/responsible-play/self-exclusion/',
    {
      ...signedIn,
      schema: {
        operationId: 'excludeMyself',
        tags,
        summary: 'Take a break from playing for 7 days to 6 months',
        description: `Body {days: 7 to 183}. Until it ends: no purchase, conversion or stake (403 SELF_EXCLUDED {until}),
and no challenge invites me; gains can still be cashed out. A break is lengthened by a longer one, never shortened.
${ANSWER}`,
        body: SelfExclusionInput,
        response: { 200: ResponsiblePlay, '4xx': ErrorAnswer },
      },
    },
    (request) => app.responsiblePlay.exclude(currentUser(request).id, request.body.days),
  );
}
