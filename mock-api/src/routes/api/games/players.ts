import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorAnswer, HallOfFame, Profile } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/auth';
import { sendCached } from './json';
import { idParams, periodParams } from './schemas';

/** The hall of fame and other players' profiles. */
export default async function playerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/hall-of-fame/:period/:page/:size/',
    {
      schema: {
        operationId: 'listHallOfFame',
        tags: ['players'],
        summary: 'Players ranked by the FCFA they won in a period',
        description: `Public (the explore page shows the 30-day one). Periods: today (since midnight in Cameroon, UTC+1),
last_7 and last_30 (rolling days up to now), all_time. Players with at least one win whose play
started in the period are ranked by the FCFA their wins paid (plays.gain), then by number of wins,
then by who got there first (the earlier last win). podium: the ranking's first 3, whatever the page.
Pages of {size} (1 to 50) from 1; a page past the end is empty. May lag plays by a few seconds.`,
        params: periodParams,
        response: { 200: HallOfFame, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { period, page, size } = request.params;
      return sendCached(reply, await app.catalogue.hallOfFame(period, { page, size }));
    },
  );

  app.get(
    '/api/user-profile/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getUserProfile',
        tags: ['players'],
        summary: "Another player's profile",
        description: `The Profile shape. e-mail and phone number are shown to friends only; others get null and a
masked email_phone_number. is_friend, and st_request / rc_request: the pending friend request I sent
them or they sent me. What concerns only the owner (birthday, switches, notices) is left out.
My own id answers my own profile, unmasked, like GET /api/me/ (the site shows settings instead).
404 INVALID_ID when there is no such player.`,
        params: idParams,
        response: { 200: Profile, '4xx': ErrorAnswer },
      },
    },
    (request) => app.catalogue.playerProfile(currentUser(request).id, request.params.id),
  );
}
