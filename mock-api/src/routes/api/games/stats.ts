import type { FastifyInstance } from 'fastify';
import { myStats } from '../../../domain/catalogue/stats';
import { currentUser } from '../../../plugins/auth';
import { errorSchema } from '../auth/schemas';
import { sendJson } from './json';
import { secured } from './schemas';

const figures = (names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'integer' }])),
});

/** The player statistics screen: figures for everyone, and mine. */
export default async function statsRoutes(app: FastifyInstance) {
  app.get(
    '/api/general-stats/',
    {
      schema: {
        tags: ['players'],
        summary: 'Figures of the whole platform',
        description: `Public. nbr_players: verified accounts that are not managers. nbr_challenges: challenges started.
nbr_solos and nbr_chall_participations: finished solo and challenge plays. nbr_solo_winners and
nbr_chall_winners: winning solo and challenge plays. amount_won: FCFA paid by all plays. May lag
plays by a few seconds.`,
        response: {
          200: figures([
            'nbr_players',
            'nbr_challenges',
            'nbr_solos',
            'nbr_chall_participations',
            'nbr_solo_winners',
            'nbr_chall_winners',
            'amount_won',
          ]),
        },
      },
    },
    async (_request, reply) => sendJson(reply, await app.catalogue.generalStats()),
  );

  app.get(
    '/api/my-stats/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['players'],
        summary: 'My figures',
        description: `nbr_challenges / nbr_solos: my finished plays of each kind; nbr_chall_won / nbr_solos_won: the won
ones; amount_won: FCFA my plays paid; nbr_credits_bought / nbr_credits_from_convertion: credits of my
successful purchases / conversions; amount_collected: FCFA of my successful cash-outs;
nbr_chall_started: challenges I started.`,
        ...secured,
        response: {
          200: figures([
            'nbr_challenges',
            'nbr_solos',
            'nbr_chall_won',
            'nbr_solos_won',
            'amount_won',
            'nbr_credits_bought',
            'amount_collected',
            'nbr_credits_from_convertion',
            'nbr_chall_started',
          ]),
          '4xx': errorSchema,
        },
      },
    },
    (request) => myStats(app.db, currentUser(request).id),
  );
}
