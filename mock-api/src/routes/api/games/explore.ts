import { AD_SPACE_IDS } from '@quiz/shared/constants';
import type { FastifyInstance } from 'fastify';
import { playOverview } from '../../../domain/catalogue/overview';
import { currentUser } from '../../../plugins/auth';
import { errorSchema } from '../auth/schemas';
import { sendJson } from './json';
import {
  challengeSchema,
  gameIndexSchema,
  gameSchema,
  id,
  paramsOf,
  quoteSchema,
  secured,
} from './schemas';

const gameList = { type: 'array', items: gameSchema } as const;

/** The random quote, the ad spaces and the play overview. */
export default async function exploreRoutes(app: FastifyInstance) {
  app.get(
    '/api/games/quote/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A random quote',
        description:
          'Public. Drawn from every quote, those attached to games included. 404 NOT_FOUND when there is none.',
        response: { 200: quoteSchema, '4xx': errorSchema },
      },
    },
    async (_request, reply) => sendJson(reply, await app.catalogue.quote()),
  );

  app.get<{ Params: { id: number } }>(
    '/api/ads/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The ad to show in an ad space (1, 2 or 3)',
        description: `Public. An active ad of the space whose partner is active and holds an active subscription to
that space, not yet past activated_at + duration_days; when several qualify, one is drawn at random
on each call. 404 NOT_FOUND when the space has none.`,
        params: paramsOf({
          id: { type: 'integer', minimum: AD_SPACE_IDS[0], maximum: AD_SPACE_IDS.length },
        }),
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              link: { type: ['string', 'null'] },
              illustration: { type: 'string' },
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => sendJson(reply, await app.catalogue.ad(request.params.id)),
  );

  app.get<{ Params: { gameId: number } }>(
    '/api/games/play-overview/:gameId/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['catalogue'],
        summary: 'A game before playing it, with the quizzes and challenges around it',
        description: `game: the game with number_of_questions, question_duration_sec, timer (whole play time), its
indexes and quote; its questions are not sent (nor, ever, their corrections). trending (6): trending
quizzes. more (6): a random draw of other quizzes, new at each call. challenges (10): the latest open
challenges on this game, the ones the player may join. top_by_index: for up to 3 of its indexes,
that index and its 6 most popular quizzes. popular (10): the most popular quizzes. The lists never
hold this game and use the 'simple' card. 404 INVALID_GAME when there is no such game,
403 INACTIVE_GAME when it was deactivated.`,
        params: paramsOf({ gameId: id }),
        ...secured,
        response: {
          200: {
            type: 'object',
            properties: {
              game: gameSchema,
              trending: gameList,
              more: gameList,
              challenges: { type: 'array', items: challengeSchema },
              top_by_index: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { index: gameIndexSchema, games: gameList },
                },
              },
              popular: gameList,
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    (request) =>
      playOverview(app.db, app.catalogue, currentUser(request).id, request.params.gameId),
  );
}
