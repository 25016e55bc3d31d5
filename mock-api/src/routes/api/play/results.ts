import type { FastifyInstance } from 'fastify';
import { playView } from '../../../domain/play/serialize';
import { ApiError } from '../../../errors';
import { mediaUrl } from '../../../http/media';
import { currentUser } from '../../../plugins/auth';
import { errorSchema } from '../auth/schemas';
import { id } from '../games/schemas';
import { idParam, looseObject, pageOf, pageParams, secured } from './common';

const SOLO_PAGE_SIZE = 10;

export default async function resultRoutes(app: FastifyInstance) {
  app.get(
    '/api/games/play-on-detector/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['play'],
        summary: 'Whether I have a play running, to send me back to it',
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const play = await app.play.activePlayOf(currentUser(request).id);
      return {
        has_play_on: Boolean(play),
        type: play?.type ?? null,
        game_id: play?.game_id ?? null,
        challenge_id: play?.challenge_id ?? null,
      };
    },
  );

  app.get<{ Params: { gameId: number; userId: number } }>(
    '/api/games/:gameId/:userId/score/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['play'],
        summary: "A player's finished play of a quiz, with answers and corrections",
        description:
          'Corrections are shown only to someone who finished a play of this quiz: the player themselves, or another player who already played it. Others get 403 NOT_ALLOWED; no finished play: 404 INVALID_PLAY.',
        params: {
          type: 'object',
          required: ['gameId', 'userId'],
          properties: {
            gameId: id,
            userId: id,
          },
        },
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const { gameId, userId } = request.params;
      return app.play.scoreOf(currentUser(request).id, userId, gameId);
    },
  );

  app.get<{ Params: { page: number } }>(
    '/api/games/results/solo/:page/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['play'],
        summary: `My finished solo plays, newest first, ${SOLO_PAGE_SIZE} a page`,
        params: {
          type: 'object',
          required: ['page'],
          properties: { page: pageParams.properties.page },
        },
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const base = app.db
        .selectFrom('plays')
        .where('plays.user_id', '=', userId)
        .where('plays.type', '=', 'solo')
        .where('plays.is_active', '=', 0);
      const total = await base
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('games', 'games.id', 'plays.game_id')
        .selectAll('plays')
        .select(['games.title_en', 'games.title_fr', 'games.cover'])
        .orderBy('plays.started_at', 'desc')
        .limit(SOLO_PAGE_SIZE)
        .offset((request.params.page - 1) * SOLO_PAGE_SIZE)
        .execute();
      const list = rows.map(({ title_en, title_fr, cover, ...play }) => ({
        ...playView(play),
        game: { id: play.game_id, title_en, title_fr, cover: mediaUrl(cover) },
      }));
      return pageOf(list, Number(total.n), SOLO_PAGE_SIZE);
    },
  );

  app.get<{ Params: { soloId: number } }>(
    '/api/games/result/solo/:soloId/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['play'],
        summary: 'One of my finished solo plays with its answers and corrections',
        params: idParam('soloId'),
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const play = await app.db
        .selectFrom('plays')
        .selectAll()
        .where('id', '=', request.params.soloId)
        .where('user_id', '=', currentUser(request).id)
        .where('type', '=', 'solo')
        .where('is_active', '=', 0)
        .executeTakeFirst();
      if (!play) throw new ApiError(404, 'INVALID_PLAY');
      return app.play.scoreData(play);
    },
  );
}
