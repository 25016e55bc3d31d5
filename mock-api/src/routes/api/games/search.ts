import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { FIXED_PAGE_SIZE } from '../../../domain/catalogue/paging';
import {
  PLAYER_SEARCH_LIMIT,
  SEARCH_TEXT_MAX,
  type SearchRequest,
  searchChallenges,
  searchFriends,
  searchQuizzes,
  searchResults,
} from '../../../domain/catalogue/search';
import { ApiError } from '../../../errors';
import { currentUser } from '../../../plugins/auth';
import { errorSchema } from '../auth/schemas';
import {
  challengeSchema,
  gameSchema,
  indexesQuery,
  playerSummarySchema,
  searchPagedSchema,
  searchParams,
  secured,
} from './schemas';

type SearchRoute = {
  Params: { text: string; page: number };
  Querystring: { indexes?: number[] };
};

const rule = `Case and accents are ignored ('cafe' finds 'Café'); the text is trimmed and must hold 1 to
${SEARCH_TEXT_MAX} characters (400 BAD otherwise). ${FIXED_PAGE_SIZE} results a page from 1; a page past the end
is empty.`;

function searchRequest(request: FastifyRequest<SearchRoute>): SearchRequest {
  return {
    text: request.params.text,
    page: request.params.page,
    indexes: request.query.indexes ?? [],
    viewerId: request.user?.id ?? null,
  };
}

const searchPlayResultSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    note: { type: 'integer' },
    gain: { type: 'integer' },
    started_at: { type: 'string' },
    game: gameSchema,
    challenge: { ...challengeSchema, type: ['object', 'null'] },
    is_active: { type: 'boolean' },
    challenge_is_active: { type: 'boolean' },
    is_winner: { type: 'boolean' },
  },
} as const;

const foundPlayerSchema = {
  type: 'object',
  properties: {
    ...playerSummarySchema.properties,
    phone_number: { type: ['string', 'null'] },
    email_phone_number: { type: 'string' },
    is_friend: { type: 'boolean' },
  },
} as const;

/**
 * PLAYER_SEARCH_LIMIT on a player search, after authentication: every counter
 * moves on every request, and the first one exceeded answers 429 with Retry-After.
 */
function playerSearchLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const { perPlayer, perAddress, window } = PLAYER_SEARCH_LIMIT;
  const limits = [
    app.createRateLimit({
      max: perPlayer,
      timeWindow: window,
      keyGenerator: (request) => `player-search:user:${currentUser(request).id}`,
    }),
    app.createRateLimit({
      max: perAddress,
      timeWindow: window,
      keyGenerator: (request) => `player-search:ip:${request.ip}`,
    }),
  ];
  return async (request, reply) => {
    const verdicts = await Promise.all(limits.map((limit) => limit(request)));
    for (const verdict of verdicts) {
      // isAllowed means "on the allow list"; isExceeded is the limit's verdict.
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header('retry-after', verdict.ttlInSeconds);
        throw new ApiError(429, 'TOO_MANY_REQUESTS');
      }
    }
  };
}

/** The four tabs of the search screen. */
export default async function searchRoutes(app: FastifyInstance) {
  app.get<SearchRoute>(
    '/api/search/quizzes/:text/:page/',
    {
      schema: {
        tags: ['search'],
        summary: 'Active quizzes whose title, or whose category label, holds the text',
        description: `Public. ${rule} The French and English titles and the labels of the quiz's game indexes are
searched. Repeated indexes=<id> keep quizzes of any of those game indexes. The most played first.`,
        params: searchParams,
        querystring: indexesQuery,
        response: { 200: searchPagedSchema(gameSchema), '4xx': errorSchema },
      },
    },
    (request) => searchQuizzes(app.db, searchRequest(request), app.catalogue.cards),
  );

  app.get<SearchRoute>(
    '/api/search/challenges/:text/:page/',
    {
      schema: {
        tags: ['search'],
        summary: "Open challenges whose game's title, or category label, holds the text",
        description: `Public. ${rule} Repeated indexes=<id> keep challenges on games of any of those game indexes.
The newest first.`,
        params: searchParams,
        querystring: indexesQuery,
        response: { 200: searchPagedSchema(challengeSchema), '4xx': errorSchema },
      },
    },
    async (request) => searchChallenges(app.db, searchRequest(request), app.catalogue.cards),
  );

  app.get<SearchRoute>(
    '/api/search/friends/:text/:page/',
    {
      preHandler: [app.authenticate, playerSearchLimit(app)],
      schema: {
        tags: ['search'],
        summary: 'Players whose player name holds the text, or whose phone number is the text',
        description: `${rule} Never the player searching. A whole phone number, written as people write it
('+237 699 20 32 57', '699.20.32.57'), finds its player; a part of one finds nobody by phone. Friends first, then
by player name. Contacts are masked unless the player is a friend. 429 (with Retry-After) beyond
${PLAYER_SEARCH_LIMIT.perPlayer} searches a minute by one player, or ${PLAYER_SEARCH_LIMIT.perAddress} from one address.`,
        params: searchParams,
        ...secured,
        response: { 200: searchPagedSchema(foundPlayerSchema), '4xx': errorSchema },
      },
    },
    (request) =>
      searchFriends(app.db, { ...searchRequest(request), viewerId: currentUser(request).id }),
  );

  app.get<SearchRoute>(
    '/api/search/results/:text/:page/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['search'],
        summary: 'My finished plays on games whose title holds the text',
        description: `${rule} Search play results (type, game, challenge, is_active, challenge_is_active, is_winner,
plus the play's id, note, gain and started_at), the latest first.`,
        params: searchParams,
        ...secured,
        response: { 200: searchPagedSchema(searchPlayResultSchema), '4xx': errorSchema },
      },
    },
    async (request) =>
      searchResults(
        app.db,
        { ...searchRequest(request), viewerId: currentUser(request).id },
        app.catalogue.cards,
      ),
  );
}
