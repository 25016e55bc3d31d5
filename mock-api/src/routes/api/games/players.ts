import type { Period } from '@quiz/shared/types';
import type { FastifyInstance } from 'fastify';
import { playerProfile } from '../../../domain/catalogue/players';
import { currentUser } from '../../../plugins/auth';
import { errorSchema } from '../auth/schemas';
import { sendJson } from './json';
import {
  idParams,
  pagedSchema,
  periodParams,
  playerSummarySchema,
  profileSchema,
  secured,
} from './schemas';

const fameEntrySchema = {
  type: 'object',
  properties: {
    rank: { type: 'integer' },
    user: playerSummarySchema,
    amount_won: { type: 'integer' },
    nbr_wins: { type: 'integer' },
  },
} as const;

/** The hall of fame and other players' profiles. */
export default async function playerRoutes(app: FastifyInstance) {
  app.get<{ Params: { period: Period; page: number; size: number } }>(
    '/api/hall-of-fame/:period/:page/:size/',
    {
      schema: {
        tags: ['players'],
        summary: 'Players ranked by the FCFA they won in a period',
        description: `Public (the explore page shows the 30-day one). Periods: today (since midnight in Cameroon, UTC+1),
last_7 and last_30 (rolling days up to now), all_time. Players with at least one win whose play
started in the period are ranked by the FCFA their wins paid (plays.gain), then by number of wins,
then by who got there first (the earlier last win). podium: the ranking's first 3, whatever the page.
Pages of {size} (1 to 50) from 1; a page past the end is empty. May lag plays by a few seconds.`,
        params: periodParams,
        response: {
          200: pagedSchema(fameEntrySchema, { podium: { type: 'array', items: fameEntrySchema } }),
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { period, page, size } = request.params;
      return sendJson(reply, await app.catalogue.hallOfFame(period, { page, size }));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/user-profile/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['players'],
        summary: "Another player's profile",
        description: `The Profile shape. e-mail and phone number are shown to friends only; others get null and a
masked email_phone_number. is_friend, and st_request / rc_request: the pending friend request I sent
them or they sent me. What concerns only the owner (birthday, switches, notices) is left out.
My own id answers my own profile, unmasked, like GET /api/me/ (the site shows settings instead).
404 INVALID_ID when there is no such player.`,
        params: idParams,
        ...secured,
        response: { 200: profileSchema, '4xx': errorSchema },
      },
    },
    (request) => playerProfile(app.db, currentUser(request).id, request.params.id),
  );
}
