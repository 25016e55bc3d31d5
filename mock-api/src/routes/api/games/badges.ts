import type { FastifyInstance } from 'fastify';
import { BADGE_LISTS, type BadgeList, badgeHolders } from '../../../domain/catalogue/badges';
import { FIXED_PAGE_SIZE } from '../../../domain/catalogue/paging';
import { badgesOfUser } from '../../../domain/catalogue/players';
import { ApiError, notFound } from '../../../errors';
import { errorSchema } from '../auth/schemas';
import { sendJson } from './json';
import {
  badgeSchema,
  badgeTypeSchema,
  id,
  MAX_ID,
  pagedSchema,
  pageParams,
  paramsOf,
  playerSummarySchema,
} from './schemas';

/** Badge types, a player's badges and the holders of a badge. */
export default async function badgeRoutes(app: FastifyInstance) {
  app.get<{ Params: { list: BadgeList } }>(
    '/api/badges/types/:list/',
    {
      schema: {
        tags: ['badges'],
        summary: 'Badge types: all, actives or inactives',
        description:
          'Public. Answers {actives, inactives}, each most prestigious (highest weight) first; the list not asked for is empty.',
        params: paramsOf({ list: { type: 'string', enum: BADGE_LISTS } }),
        response: {
          200: {
            type: 'object',
            properties: {
              actives: { type: 'array', items: badgeTypeSchema },
              inactives: { type: 'array', items: badgeTypeSchema },
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => sendJson(reply, await app.catalogue.badgeTypes(request.params.list)),
  );

  app.get<{ Params: { userId: string } }>(
    '/api/badges/user/:userId/',
    {
      preHandler: app.identify,
      schema: {
        tags: ['badges'],
        summary: "A player's badges ('me' for mine)",
        description: `The player (picture, name, contact masked unless it is me or a friend) and their badges, most
prestigious first. 'me' needs a signed-in player (401 otherwise); a player id is public.
404 INVALID_ID when there is no such player.`,
        params: paramsOf({ userId: { type: 'string', pattern: '^(me|[1-9][0-9]{0,9})$' } }),
        response: {
          200: {
            type: 'object',
            properties: {
              user: {
                type: 'object',
                properties: {
                  ...playerSummarySchema.properties,
                  email_phone_number: { type: 'string' },
                },
              },
              badges: { type: 'array', items: badgeSchema },
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const { userId } = request.params;
      if (userId === 'me') {
        if (viewerId === null) throw new ApiError(401, 'NOT_AUTHENTICATED');
        return badgesOfUser(app.db, viewerId, viewerId);
      }
      const wanted = Number(userId);
      if (wanted > MAX_ID) throw notFound('INVALID_ID');
      return badgesOfUser(app.db, viewerId, wanted);
    },
  );

  app.get<{ Params: { badgeId: number; page: number } }>(
    '/api/badge/users/:badgeId/:page/',
    {
      schema: {
        tags: ['badges'],
        summary: 'Players holding a badge, paged',
        description: `Public. ${FIXED_PAGE_SIZE} players a page, the first to earn it first, each with awarded_at; a page past
the end is empty. 404 INVALID_ID when there is no such badge type.`,
        params: paramsOf({ badgeId: id, page: pageParams.page }),
        response: {
          200: pagedSchema({
            type: 'object',
            properties: { ...playerSummarySchema.properties, awarded_at: { type: 'string' } },
          }),
          '4xx': errorSchema,
        },
      },
    },
    (request) =>
      badgeHolders(app.db, request.params.badgeId, {
        page: request.params.page,
        size: FIXED_PAGE_SIZE,
      }),
  );
}
