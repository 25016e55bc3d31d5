import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorAnswer, GameIndex, GameIndexes, OkAnswer, Preference } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../../plugins/auth';
import { sendCached } from './json';
import { idParams } from './schemas';

/** Game indexes (categories) and the player's preferred ones. */
export default async function indexRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/games/indexes/0/',
    {
      schema: {
        operationId: 'listGameIndexes',
        tags: ['catalogue'],
        summary: 'Every game index with its counters, and the most the back office may create',
        description: `Public. Indexes come in the order they were created. number_of_quizzes counts its active
games, number_of_participations every play (solo or challenge) of its games, number_of_challenges
every challenge ever started on them. max is the setting max_game_indexes. Counters may lag plays by
a few seconds (cached briefly).`,
        response: { 200: GameIndexes },
      },
    },
    async (_request, reply) => sendCached(reply, await app.catalogue.indexes()),
  );

  app.get(
    '/api/games/index/:id/',
    {
      schema: {
        operationId: 'getGameIndex',
        tags: ['catalogue'],
        summary: 'One game index with its cover and counters',
        description: 'Public. 404 INVALID_ID when there is no such index.',
        params: idParams,
        response: { 200: GameIndex, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => sendCached(reply, await app.catalogue.index(request.params.id)),
  );

  app.get(
    '/api/games/preferences/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listPreferences',
        tags: ['catalogue'],
        summary: 'Every game index, each marked prefered or not for me',
        response: {
          200: Type.Object({ preferences: Type.Array(Preference) }),
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request) => ({ preferences: await app.catalogue.preferences(currentUser(request).id) }),
  );

  app.put(
    '/api/games/preference/:id/switch/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'switchPreference',
        tags: ['catalogue'],
        summary: 'Add a game index to my preferences, or take it out',
        description:
          'Empty body; each call flips the preference. Answers the new state as prefered. 404 INVALID_ID for an unknown index.',
        params: idParams,
        response: {
          200: Type.Object({
            ...OkAnswer.properties,
            id: Type.Integer(),
            prefered: Type.Boolean(),
          }),
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const prefered = await app.catalogue.switchPreference(currentUser(request).id, id);
      return { status_message: 'OK' as const, id, prefered };
    },
  );
}
