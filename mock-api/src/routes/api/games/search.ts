import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChallengeSearch,
  ErrorAnswer,
  PlayerSearch,
  QuizSearch,
  ResultSearch,
} from '@quiz/shared/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { FIXED_PAGE_SIZE } from '../../../domain/catalogue/paging';
import {
  PLAYER_SEARCH_LIMIT,
  SEARCH_TEXT_MAX,
  type SearchRequest,
} from '../../../domain/catalogue/search';
import { tooManyRequests } from '../../../http/rate-limits';
import { currentUser } from '../../../plugins/auth';
import { indexesQuery, searchParams } from './schemas';

const rule = `Case and accents are ignored ('cafe' finds 'Café'); the text is trimmed and must hold 1 to
${SEARCH_TEXT_MAX} characters (400 BAD otherwise). ${FIXED_PAGE_SIZE} results a page from 1; a page past the end
is empty.`;

/** A search as the domain reads it, from the path (searchParams) and, for the catalogue, ?indexes=. */
function searchRequest(
  request: { params: { text: string; page: number }; user: { id: number } | null },
  indexes: readonly number[] = [],
): SearchRequest {
  return {
    text: request.params.text,
    page: request.params.page,
    indexes,
    viewerId: request.user?.id ?? null,
  };
}

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
        throw tooManyRequests(reply, verdict.ttlInSeconds);
      }
    }
  };
}

/** The four tabs of the search screen. */
export default async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/search/quizzes/:text/:page/',
    {
      schema: {
        operationId: 'searchQuizzes',
        tags: ['search'],
        summary: 'Active quizzes whose title, or whose category label, holds the text',
        description: `Public. ${rule} The French and English titles and the labels of the quiz's game indexes are
searched. Repeated indexes=<id> keep quizzes of any of those game indexes. The most played first.`,
        params: searchParams,
        querystring: indexesQuery,
        response: { 200: QuizSearch, '4xx': ErrorAnswer },
      },
    },
    (request) => app.catalogue.searchQuizzes(searchRequest(request, request.query.indexes)),
  );

  app.get(
    '/api/search/challenges/:text/:page/',
    {
      schema: {
        operationId: 'searchChallenges',
        tags: ['search'],
        summary: "Open challenges whose game's title, or category label, holds the text",
        description: `Public. ${rule} Repeated indexes=<id> keep challenges on games of any of those game indexes.
The newest first.`,
        params: searchParams,
        querystring: indexesQuery,
        response: { 200: ChallengeSearch, '4xx': ErrorAnswer },
      },
    },
    (request) => app.catalogue.searchChallenges(searchRequest(request, request.query.indexes)),
  );

  app.get(
    '/api/search/friends/:text/:page/',
    {
      preHandler: [app.authenticate, playerSearchLimit(app)],
      schema: {
        operationId: 'searchPlayers',
        tags: ['search'],
        summary: 'Players whose player name holds the text, or whose phone number is the text',
        description: `${rule} Never the player searching. A whole phone number, written as people write it
('+237 699 20 32 57', '699.20.32.57'), finds its player; a part of one finds nobody by phone. Friends first, then
by player name. Contacts are masked unless the player is a friend. 429 (with Retry-After) beyond
${PLAYER_SEARCH_LIMIT.perPlayer} searches a minute by one player, or ${PLAYER_SEARCH_LIMIT.perAddress} from one address.`,
        params: searchParams,
        response: { 200: PlayerSearch, '4xx': ErrorAnswer },
      },
    },
    (request) =>
      app.catalogue.searchFriends({ ...searchRequest(request), viewerId: currentUser(request).id }),
  );

  app.get(
    '/api/search/results/:text/:page/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'searchMyResults',
        tags: ['search'],
        summary: 'My finished plays on games whose title holds the text',
        description: `${rule} Search play results (type, game, challenge, is_active, challenge_is_active, is_winner,
plus the play's id, note, gain and started_at), the latest first.`,
        params: searchParams,
        response: { 200: ResultSearch, '4xx': ErrorAnswer },
      },
    },
    (request) =>
      app.catalogue.searchResults({ ...searchRequest(request), viewerId: currentUser(request).id }),
  );
}
