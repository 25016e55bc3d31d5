import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChallengeInvitations,
  ChallengeOverview,
  ChallengeResult,
  ChallengeStart,
  ChallengeStarted,
  ErrorAnswer,
  IdempotencyHeaders,
  MyChallengeKind,
  MyChallenges,
  OkAnswer,
  Page,
  PageSize,
} from '@quiz/shared/contract';
import { challengeStartSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { idempotent } from '../../../http/idempotency';
import { formBody } from '../../../http/validate';
import { currentUser } from '../../../plugins/auth';
import { idParams } from '../games/schemas';
import { CORRECTIONS_RULE } from './results';

const pageParams = Type.Object({ page: Page, size: PageSize });

export default async function challengeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // An invitation reaches the friends' open pages at once.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.outbox.flush();
  });

  app.post(
    '/api/games/challenge/start/',
    {
      ...idempotent(app),
      // The shared form rule checks the body, naming each field as the app's form does.
      validatorCompiler: formBody(challengeStartSchema),
      schema: {
        operationId: 'startChallenge',
        tags: ['challenges'],
        summary: 'Start a challenge on a quiz, staking energy, and invite friends',
        description: `Body {number_of_energies (1 or more), game_id, friends: ids of accepted friends}. The stake is taken at once
through the ledger and answered 201 {challenge_id}. The challenge stays open for the challenge_duration_sec setting (24 h by
default). Its participants are the starter, from the stake on, whether they play or not (a starter who never plays scores 0),
and everyone who joined. Then the best score shares the pot (every participant's stake x gain_unit in FCFA), the remainder of
the division going to the house. With fewer than two participants or no right answer at all, every stake, the starter's
included, is refunded. A player has one open challenge per quiz: starting again on the same quiz while it is open (a double
click, a network retry, concurrent requests) answers 200 with the same challenge_id and charges nothing, the challenge
unchanged. Errors: 400 INSUFFICIENT (not enough credits), INVALID_ID (unknown or inactive quiz, or a non-friend in friends),
ALREADY_PLAYED (this quiz was played already, with challenge_id when it was in a challenge: a quiz is played once per
player), ALREADY_IN_GAME; 403 RELATED_MANAGER. Takes an Idempotency-Key.`,
        headers: IdempotencyHeaders,
        body: ChallengeStart,
        response: { 200: ChallengeStarted, 201: ChallengeStarted, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { game_id, number_of_energies, friends = [] } = request.body;
      const started = await app.challenges.start({
        userId: currentUser(request).id,
        gameId: game_id,
        numberOfEnergies: number_of_energies,
        friends,
      });
      return reply
        .status(started.created ? 201 : 200)
        .send({ status_message: 'OK', challenge_id: started.challengeId });
    },
  );

  app.get(
    '/api/games/challenge/overview/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getChallengeOverview',
        tags: ['challenges'],
        summary: 'A challenge before playing it: game, starter, stake, pot so far, time left',
        description:
          '404 INVALID_ID when it does not exist; 400 ALREADY_PLAYED (with challenge_id) when the viewer played it already. A closed challenge answers with is_active false.',
        params: idParams,
        response: { 200: ChallengeOverview, '4xx': ErrorAnswer },
      },
    },
    (request) => app.challenges.overview(request.params.id, currentUser(request).id),
  );

  app.get(
    '/api/games/challenge/result/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getChallengeResult',
        tags: ['challenges'],
        summary:
          'A challenge with every play, my own play with its answers, and the number of winners',
        description: `plays: every play, best score first, then fastest. play: mine, with its answers once it is over (none while it runs), null if I did not play. 404 INVALID_ID when the challenge does not exist. ${CORRECTIONS_RULE}`,
        params: idParams,
        response: { 200: ChallengeResult, '4xx': ErrorAnswer },
      },
    },
    (request) => app.challenges.result(request.params.id, currentUser(request).id),
  );

  app.get(
    '/api/games/my-challenges/:kind/:page/:size/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listMyChallenges',
        tags: ['challenges'],
        summary:
          'My challenges: results (the ones I played) or started (the ones I opened), newest first',
        description: 'With ?indicators=true, also the number of pending invitations not yet seen.',
        params: Type.Object({ kind: MyChallengeKind, ...pageParams.properties }),
        querystring: Type.Object({ indicators: Type.Optional(Type.Boolean()) }),
        response: { 200: MyChallenges, '4xx': ErrorAnswer },
      },
    },
    (request) => {
      const { kind, page, size } = request.params;
      return app.challenges.mine(
        currentUser(request).id,
        kind,
        { page, size },
        request.query.indicators === true,
      );
    },
  );

  app.get(
    '/api/games/my-challenges-invitations/:page/:size/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listChallengeInvitations',
        tags: ['challenges'],
        summary: 'Challenges I am invited to, pending first; reading them marks them seen',
        description:
          'indicators.invitations counts the pending invitations not yet seen before this page was read; each invitation shows is_read as it was then.',
        params: pageParams,
        response: { 200: ChallengeInvitations, '4xx': ErrorAnswer },
      },
    },
    (request) => app.challenges.invitations(currentUser(request).id, request.params),
  );

  app.delete(
    '/api/games/challenge/invitation/:id/decline/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'declineChallengeInvitation',
        tags: ['challenges'],
        summary: 'Decline a pending challenge invitation',
        description: '404 INVALID_ID unless it is a pending invitation to me.',
        params: idParams,
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await app.challenges.decline(currentUser(request).id, request.params.id);
      return { status_message: 'OK' as const };
    },
  );
}
