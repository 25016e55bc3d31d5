import type { FastifyInstance } from 'fastify';
import { preferencesOf, switchPreference } from '../../../domain/catalogue/indexes';
import { currentUser } from '../../../plugins/auth';
import { errorSchema } from '../auth/schemas';
import { sendJson } from './json';
import { gameIndexSchema, idParams, okSchema, secured } from './schemas';

const preferenceSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    label_en: { type: 'string' },
    label_fr: { type: 'string' },
    icon: { type: ['string', 'null'] },
    prefered: { type: 'boolean' },
  },
} as const;

type IdRoute = { Params: { id: number } };

/** Game indexes (categories) and the player's preferred ones. */
export default async function indexRoutes(app: FastifyInstance) {
  app.get(
    '/api/games/indexes/0/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every game index with its counters, and the most the back office may create',
        description: `Public. Indexes come in the order they were created. number_of_quizzes counts its active
games, number_of_participations every play (solo or challenge) of its games, number_of_challenges
every challenge ever started on them. max is the setting max_game_indexes. Counters may lag plays by
a few seconds (cached briefly).`,
        response: {
          200: {
            type: 'object',
            properties: {
              indexes: { type: 'array', items: gameIndexSchema },
              max: { type: 'integer' },
            },
          },
        },
      },
    },
    async (_request, reply) => sendJson(reply, await app.catalogue.indexes()),
  );

  app.get<IdRoute>(
    '/api/games/index/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One game index with its cover and counters',
        description: 'Public. 404 INVALID_ID when there is no such index.',
        params: idParams,
        response: { 200: gameIndexSchema, '4xx': errorSchema },
      },
    },
    async (request, reply) => sendJson(reply, await app.catalogue.index(request.params.id)),
  );

  app.get(
    '/api/games/preferences/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['catalogue'],
        summary: 'Every game index, each marked prefered or not for me',
        ...secured,
        response: {
          200: {
            type: 'object',
            properties: { preferences: { type: 'array', items: preferenceSchema } },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => ({ preferences: await preferencesOf(app.db, currentUser(request).id) }),
  );

  app.put<IdRoute>(
    '/api/games/preference/:id/switch/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a game index to my preferences, or take it out',
        description:
          'Empty body; each call flips the preference. Answers the new state as prefered. 404 INVALID_ID for an unknown index.',
        params: idParams,
        ...secured,
        response: {
          200: {
            type: 'object',
            properties: {
              ...okSchema.properties,
              id: { type: 'integer' },
              prefered: { type: 'boolean' },
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const prefered = await switchPreference(app.db, currentUser(request).id, id);
      return { status_message: 'OK', id, prefered };
    },
  );
}
