import { challengeStartSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '../../../db/time';
import { startChallenge } from '../../../domain/challenges/start';
import { challengeResult, challengeView, challengeViews } from '../../../domain/challenges/views';
import { ApiError } from '../../../errors';
import { parse } from '../../../http/validate';
import { currentUser } from '../../../plugins/auth';
import { errorSchema } from '../auth/schemas';
import { idParam, looseObject, pageOf, pageParams, secured } from './common';

type Id = { Params: { id: number } };

export default async function challengeRoutes(app: FastifyInstance) {
  const findChallenge = async (id: number) => {
    const challenge = await app.db
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!challenge) throw new ApiError(404, 'INVALID_ID');
    return challenge;
  };

  app.post(
    '/api/games/challenge/start/',
    {
      preHandler: app.authenticate,
      schema: {
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
player), ALREADY_IN_GAME; 403 RELATED_MANAGER.`,
        body: {
          type: 'object',
          properties: {
            number_of_energies: { type: 'integer' },
            game_id: { type: 'integer' },
            friends: { type: 'array', items: { type: 'integer' } },
          },
        },
        ...secured,
        response: { 200: looseObject, 201: looseObject, '4xx': errorSchema },
      },
    },
    async (request, reply) => {
      const input = parse(challengeStartSchema, request.body);
      const started = await startChallenge(
        app.db,
        {
          userId: currentUser(request).id,
          gameId: input.game_id,
          numberOfEnergies: input.number_of_energies,
          friends: input.friends ?? [],
        },
        app.playClock(),
      );
      return reply
        .status(started.created ? 201 : 200)
        .send({ status_message: 'OK', challenge_id: started.challengeId });
    },
  );

  app.get<Id>(
    '/api/games/challenge/overview/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['challenges'],
        summary: 'A challenge before playing it: game, starter, stake, pot so far, time left',
        description:
          '404 INVALID_ID when it does not exist; 400 ALREADY_PLAYED (with challenge_id) when the viewer played it already. A closed challenge answers with is_active false.',
        params: idParam('id'),
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const challenge = await findChallenge(request.params.id);
      const played = await app.db
        .selectFrom('plays')
        .select('id')
        .where('challenge_id', '=', challenge.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (played)
        throw new ApiError(400, 'ALREADY_PLAYED', { extra: { challenge_id: challenge.id } });
      const view = await challengeView(app.db, challenge.id);
      return { challenge: view, num_plays: view.number_of_plays };
    },
  );

  app.get<Id>(
    '/api/games/challenge/result/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['challenges'],
        summary:
          'A challenge with every play, my own play with its answers, and the number of winners',
        params: idParam('id'),
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) =>
      challengeResult(app.db, await findChallenge(request.params.id), currentUser(request).id),
  );

  app.get<{
    Params: { kind: 'results' | 'started'; page: number; size: number };
    Querystring: { indicators?: boolean };
  }>(
    '/api/games/my-challenges/:kind/:page/:size/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['challenges'],
        summary:
          'My challenges: results (the ones I played) or started (the ones I opened), newest first',
        description: 'With ?indicators, also the number of pending invitations not yet seen.',
        params: {
          ...pageParams,
          required: ['kind', 'page', 'size'],
          properties: {
            ...pageParams.properties,
            kind: { type: 'string', enum: ['results', 'started'] },
          },
        },
        querystring: { type: 'object', properties: { indicators: { type: 'boolean' } } },
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { kind, page, size } = request.params;
      let query = app.db.selectFrom('challenges').selectAll('challenges');
      query =
        kind === 'started'
          ? query.where('challenges.starter_id', '=', userId)
          : query.where((eb) =>
              eb.exists(
                eb
                  .selectFrom('plays')
                  .select('plays.id')
                  .whereRef('plays.challenge_id', '=', 'challenges.id')
                  .where('plays.user_id', '=', userId),
              ),
            );
      const total = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .orderBy('challenges.created_at', 'desc')
        .orderBy('challenges.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      const list = await challengeViews(
        app.db,
        rows.map((row) => row.id),
      );
      const result = pageOf(list, Number(total.n), size);
      return request.query.indicators
        ? { ...result, indicators: await invitationIndicators(app, userId) }
        : result;
    },
  );

  app.get<{ Params: { page: number; size: number } }>(
    '/api/games/my-challenges-invitations/:page/:size/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['challenges'],
        summary: 'Challenges I am invited to, pending first; reading them marks them seen',
        params: { ...pageParams, required: ['page', 'size'] },
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { page, size } = request.params;
      const base = app.db.selectFrom('challenge_invitations').where('receiver_id', '=', userId);
      const total = await base
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const indicators = await invitationIndicators(app, userId);
      const rows = await base
        .selectAll()
        .orderBy((eb) => eb.case().when('status', '=', 'PENDING').then(0).else(1).end())
        .orderBy('created_at', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      const challenges = new Map(
        (
          await challengeViews(
            app.db,
            rows.map((row) => row.challenge_id),
          )
        ).map((c) => [c.id, c]),
      );
      const list = rows.map((row) => ({
        id: row.id,
        status: row.status,
        is_read: row.is_read === 1,
        created_at: row.created_at,
        challenge: challenges.get(row.challenge_id) ?? null,
      }));
      if (rows.length > 0) {
        await app.db
          .updateTable('challenge_invitations')
          .set({ is_read: 1 })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
      }
      return { ...pageOf(list, Number(total.n), size), indicators };
    },
  );

  app.delete<Id>(
    '/api/games/challenge/invitation/:id/decline/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['challenges'],
        summary: 'Decline a pending challenge invitation',
        description: '404 INVALID_ID unless it is a pending invitation to me.',
        params: idParam('id'),
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const declined = await app.db
        .updateTable('challenge_invitations')
        .set({ status: 'DECLINED', is_read: 1, updated_at: isoNow() })
        .where('id', '=', request.params.id)
        .where('receiver_id', '=', currentUser(request).id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(declined.numUpdatedRows) !== 1) throw new ApiError(404, 'INVALID_ID');
      return { status_message: 'OK' };
    },
  );
}

async function invitationIndicators(app: FastifyInstance, userId: number) {
  const unread = await app.db
    .selectFrom('challenge_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('receiver_id', '=', userId)
    .where('status', '=', 'PENDING')
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return { invitations: Number(unread.n) };
}
