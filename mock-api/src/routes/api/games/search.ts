import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIXED_PAGE_SIZE } from '../../../domain/catalogue/paging';
import {
  SEARCH_TEXT_MAX,
  type SearchRequest,
  searchChallenges,
  searchFriends,
  searchQuizzes,
  searchResults,
} from '../../../domain/catalogue/search';
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

/** The four tabs of the search screen. */
export default async function searchRoutes(app: FastifyInstance) {
  app.get<SearchRoute>(
    '/api/search/quizzes/:text/:page/',
    {
      schema: {
        tags: ['search'],
        summary: 'Active quizzes whose French or English title holds the text',
        description: `Public. ${rule} Repeated indexes=<id> keep quizzes of any of those game indexes. The most
played first.`,
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
        summary: "Open challenges whose game's title holds the text",
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
      preHandler: app.authenticate,
      schema: {
        tags: ['search'],
        summary: 'Players whose player name or phone number holds the text',
        description: `${rule} Never the player searching. Digits (with or without +237) also match phone numbers. Friends
first, then by player name. Contacts are masked unless the player is a friend.`,
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
