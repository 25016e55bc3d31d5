import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AD_SPACE_IDS } from '@quiz/shared/constants';
import { Ad, ErrorAnswer, Id, PlayOverview, QuoteWithId } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../../plugins/auth';
import { sendCached } from './json';

/** The random quote, the ad spaces and the play overview. */
export default async function exploreRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/games/quote/',
    {
      schema: {
        operationId: 'getRandomQuote',
        tags: ['catalogue'],
        summary: 'A random quote',
        description:
          'Public. Drawn from every quote, those attached to games included. 404 NOT_FOUND when there is none.',
        response: { 200: QuoteWithId, '4xx': ErrorAnswer },
      },
    },
    async (_request, reply) => sendCached(reply, await app.catalogue.quote()),
  );

  app.get(
    '/api/ads/:id/',
    {
      schema: {
        operationId: 'getAd',
        tags: ['catalogue'],
        summary: 'The ad to show in an ad space (1, 2 or 3)',
        description: `Public. An active ad of the space whose partner is active and holds an active subscription to
that space, not yet past activated_at + duration_days; when several qualify, one is drawn at random
on each call. 404 NOT_FOUND when the space has none.`,
        params: Type.Object({
          id: Type.Integer({ minimum: AD_SPACE_IDS[0], maximum: AD_SPACE_IDS.length }),
        }),
        response: { 200: Ad, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => sendCached(reply, await app.catalogue.ad(request.params.id)),
  );

  app.get(
    '/api/games/play-overview/:gameId/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getPlayOverview',
        tags: ['catalogue'],
        summary: 'A game before playing it, with the quizzes and challenges around it',
        description: `game: the game with number_of_questions, question_duration_sec, timer (whole play time), its
indexes and quote; its questions are not sent (nor, ever, their corrections). trending (6): trending
quizzes. more (6): a random draw of other quizzes, new at each call. challenges (10): the latest open
challenges on this game, the ones the player may join. top_by_index: for up to 3 of its indexes,
that index and its 6 most popular quizzes. popular (10): the most popular quizzes. The lists never
hold this game and use the 'simple' card. 404 INVALID_GAME when there is no such game,
403 INACTIVE_GAME when it was deactivated.`,
        params: Type.Object({ gameId: Id }),
        response: { 200: PlayOverview, '4xx': ErrorAnswer },
      },
    },
    (request) => app.catalogue.playOverview(currentUser(request).id, request.params.gameId),
  );
}
