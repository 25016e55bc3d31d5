import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorAnswer, Id, Page, PlayOnDetector, Score, SoloResults } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { SOLO_PAGE_SIZE } from '../../../domain/play/results';
import { currentUser } from '../../../plugins/auth';

/** The rule of fair challenges (domain/play/corrections.ts), as the API documents it. */
export const CORRECTIONS_RULE =
  'While a challenge on the quiz is open (anyone may still join it, and whoever saw them could pass them on), the answers come without correction_ids and is_correct, and play.corrections_hidden_until says when they will be shown: the closing of the last open challenge on the quiz; null once shown. Choices, choices made and corrections are in the order this play saw them.';

export default async function resultRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/games/play-on-detector/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'detectPlayOn',
        tags: ['play'],
        summary: 'Whether I have a play running, to send me back to it',
        description:
          'type, game_id and challenge_id are those of the running play, null when none.',
        response: { 200: PlayOnDetector, '4xx': ErrorAnswer },
      },
    },
    (request) => app.play.playOn(currentUser(request).id),
  );

  app.get(
    '/api/games/:gameId/:userId/score/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getScore',
        tags: ['play'],
        summary: "A player's finished play of a quiz, with answers and corrections",
        description: `Shown only to someone who finished a play of this quiz: the player themselves, or another player who already played it. Others get 403 NOT_ALLOWED; no finished play: 404 INVALID_PLAY. ${CORRECTIONS_RULE}`,
        params: Type.Object({ gameId: Id, userId: Id }),
        response: { 200: Score, '4xx': ErrorAnswer },
      },
    },
    (request) => {
      const { gameId, userId } = request.params;
      return app.play.scoreOf(currentUser(request).id, userId, gameId);
    },
  );

  app.get(
    '/api/games/results/solo/:page/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listSoloResults',
        tags: ['play'],
        summary: `My finished solo plays, newest first, ${SOLO_PAGE_SIZE} a page`,
        description: 'Each play comes with the titles and cover of its game.',
        params: Type.Object({ page: Page }),
        response: { 200: SoloResults, '4xx': ErrorAnswer },
      },
    },
    (request) => app.play.soloResults(currentUser(request).id, request.params.page),
  );

  app.get(
    '/api/games/result/solo/:soloId/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getSoloResult',
        tags: ['play'],
        summary: 'One of my finished solo plays with its answers and corrections',
        description: `404 INVALID_PLAY unless it is a finished solo play of mine. ${CORRECTIONS_RULE}`,
        params: Type.Object({ soloId: Id }),
        response: { 200: Score, '4xx': ErrorAnswer },
      },
    },
    (request) => app.play.soloResult(currentUser(request).id, request.params.soloId),
  );
}
