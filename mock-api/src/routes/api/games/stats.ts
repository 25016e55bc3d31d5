import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorAnswer, GeneralStats, MyStats } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/auth';
import { sendCached } from './json';

/** The player statistics screen: figures for everyone, and mine. */
export default async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/general-stats/',
    {
      schema: {
        operationId: 'getGeneralStats',
        tags: ['players'],
        summary: 'Figures of the whole platform',
        description: `Public. nbr_players: verified accounts that are not managers. nbr_challenges: challenges started.
nbr_solos and nbr_chall_participations: finished solo and challenge plays. nbr_solo_winners and
nbr_chall_winners: winning solo and challenge plays. amount_won: FCFA paid by all plays. May lag
plays by a few seconds.`,
        response: { 200: GeneralStats },
      },
    },
    async (_request, reply) => sendCached(reply, await app.catalogue.generalStats()),
  );

  app.get(
    '/api/my-stats/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getMyStats',
        tags: ['players'],
        summary: 'My figures',
        description: `nbr_challenges / nbr_solos: my finished plays of each kind; nbr_chall_won / nbr_solos_won: the won
ones; amount_won: FCFA my plays paid; nbr_credits_bought / nbr_credits_from_convertion: credits of my
successful purchases / conversions; amount_collected: FCFA of my successful cash-outs;
nbr_chall_started: challenges I started.`,
        response: { 200: MyStats, '4xx': ErrorAnswer },
      },
    },
    (request) => app.catalogue.myStats(currentUser(request).id),
  );
}
