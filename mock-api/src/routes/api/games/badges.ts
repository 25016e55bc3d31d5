import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BadgeHolders,
  BadgeTypes,
  ErrorAnswer,
  Id,
  MAX_ID,
  Page,
  UserBadges,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BADGE_LISTS } from '../../../domain/catalogue/badges';
import { FIXED_PAGE_SIZE } from '../../../domain/catalogue/paging';
import { notFound } from '../../../domain/errors';
import { ApiError } from '../../../errors';
import { sendCached } from './json';

/** Badge types, a player's badges and the holders of a badge. */
export default async function badgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/badges/types/:list/',
    {
      schema: {
        operationId: 'listBadgeTypes',
        tags: ['badges'],
        summary: 'Badge types: all, actives or inactives',
        description:
          'Public. Answers {actives, inactives}, each most prestigious (highest weight) first; the list not asked for is empty.',
        params: Type.Object({ list: Type.Enum(BADGE_LISTS) }),
        response: { 200: BadgeTypes, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) =>
      sendCached(reply, await app.catalogue.badgeTypes(request.params.list)),
  );

  app.get(
    '/api/badges/user/:userId/',
    {
      preHandler: app.identify,
      schema: {
        operationId: 'listUserBadges',
        tags: ['badges'],
        summary: "A player's badges ('me' for mine)",
        description: `The player (picture, name, contact masked unless it is me or a friend) and their badges, most
prestigious first. 'me' needs a signed-in player (401 otherwise); a player id is public.
404 INVALID_ID when there is no such player.`,
        params: Type.Object({ userId: Type.String({ pattern: '^(me|[1-9][0-9]{0,9})$' }) }),
        response: { 200: UserBadges, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const { userId } = request.params;
      if (userId === 'me') {
        if (viewerId === null) throw new ApiError(401, 'NOT_AUTHENTICATED');
        return app.catalogue.badgesOfUser(viewerId, viewerId);
      }
      const wanted = Number(userId);
      if (wanted > MAX_ID) throw notFound('INVALID_ID');
      return app.catalogue.badgesOfUser(viewerId, wanted);
    },
  );

  app.get(
    '/api/badge/users/:badgeId/:page/',
    {
      schema: {
        operationId: 'listBadgeHolders',
        tags: ['badges'],
        summary: 'Players holding a badge, paged',
        description: `Public. ${FIXED_PAGE_SIZE} players a page, the first to earn it first, each with awarded_at; a page past
the end is empty. 404 INVALID_ID when there is no such badge type.`,
        params: Type.Object({ badgeId: Id, page: Page }),
        response: { 200: BadgeHolders, '4xx': ErrorAnswer },
      },
    },
    (request) =>
      app.catalogue.badgeHolders(request.params.badgeId, {
        page: request.params.page,
        size: FIXED_PAGE_SIZE,
      }),
  );
}
