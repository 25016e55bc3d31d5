import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Challenge, ErrorAnswer, Game, Paged } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sendCached } from './json';
import { listParams, listQuery } from './schemas';

const common = `Pages start at 1 and hold {size} items (1 to 50); a page past the end is an empty list.
serializer_type: 'detailed' (default) gives each game its indexes and quote, 'simple' only the card
(titles, cover, number_of_plays, number_of_questions, question_duration_sec, timer).
game_index_id keeps the items of one game index (404 INVALID_ID if there is none).
Public; a bearer token, when sent, must be valid and personalises for_you and started_by_friends.
Public rankings may lag plays by a few seconds (they are cached briefly).`;

export default async function listRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/games/get/:type/:page/:size/',
    {
      preHandler: app.identify,
      schema: {
        operationId: 'listGames',
        tags: ['catalogue'],
        summary: 'A page of active games in one ordering',
        description: `${common}
latest: newest first. trending: most plays started in the last 7 days. popular: most plays ever.
non_popular: fewest plays. random: a fresh random draw of {size} games on every call, so pages of it
are not stable. for_you: games the player has not played, those in their preferred indexes first,
then those sharing an index with a game they played, then by popularity; a visitor gets popular.
started_by_friends: games on which a friend started a challenge, latest challenge first; empty for a
visitor. Ties go to the newest game.`,
        params: listParams,
        querystring: listQuery,
        response: { 200: Paged(Game), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { type, page, size } = request.params;
      const games = await app.catalogue.games(
        {
          ordering: type,
          page,
          size,
          gameIndexId: request.query.game_index_id,
          viewerId: request.user?.id ?? null,
        },
        request.query.serializer_type,
      );
      return sendCached(reply, games);
    },
  );

  app.get(
    '/api/games/challenges/get/:type/:page/:size/',
    {
      preHandler: app.identify,
      schema: {
        operationId: 'listChallenges',
        tags: ['catalogue'],
        summary: 'A page of open challenges in one ordering',
        description: `${common}
Only open challenges are listed: active, their time not up, on an active game. While open,
total_gain is the pot staked so far and gain_per_winner is null.
latest: newest first. trending: most participants. popular: biggest pot (participants x energy x
gain unit). non_popular: fewest participants. random: a fresh random draw on every call.
for_you: challenges the player may still join (not their own, on a game they never played), those
on games of their preferred indexes first, then of indexes of games they played, then by
participants; a visitor gets trending. started_by_friends: started by a friend, newest first; empty
for a visitor. Ties go to the newest challenge.`,
        params: listParams,
        querystring: listQuery,
        response: { 200: Paged(Challenge), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { type, page, size } = request.params;
      const challenges = await app.catalogue.challenges(
        {
          ordering: type,
          page,
          size,
          gameIndexId: request.query.game_index_id,
          viewerId: request.user?.id ?? null,
        },
        request.query.serializer_type,
      );
      return sendCached(reply, challenges);
    },
  );
}
