import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AllFriends,
  ErrorAnswer,
  FriendAnswer,
  FriendRequestAnswer,
  FriendRequestsPage,
  FriendsPage,
  FriendsPageParams,
  FriendsPageQuery,
  OkAnswer,
  RequestIdParams,
  UserIdParams,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/auth';

const tags = ['friends'];
const FRIEND = `A friend is {id, player_name, profile_pic, phone_number}; a request {id, sender, receiver}.`;

/** Friends (player spec section 7 "Friends, search, notifications"), on the spec's paths. */
export default async function friendsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { friends } = app;
  const signedIn = { preHandler: app.authenticate };
  // Each change tells the other player's open pages at once.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.outbox.flush();
  });

  app.post(
    '/api/me/my-friends/request/:userId/send/',
    {
      ...signedIn,
      schema: {
        operationId: 'sendFriendRequest',
        tags,
        summary: 'Ask a player to be friends',
        description: `${FRIEND} Answers 201 {status_message, request} for a new request; asking again answers 200
with the same pending request; asking a player who already asked you accepts theirs (200, you are friends).
The player is notified. 400 INVALID_ID for oneself, 404 INVALID_ID for no such player, 409 NOT_MODIFIED when
you are friends already.`,
        params: UserIdParams,
        response: { 200: FriendRequestAnswer, 201: FriendRequestAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const sent = await friends.send(currentUser(request).id, request.params.userId);
      return reply
        .status(sent.created ? 201 : 200)
        .send({ status_message: 'OK', request: sent.request });
    },
  );

  app.get(
    '/api/me/my-friends/request/:requestId/accept/',
    {
      ...signedIn,
      schema: {
        operationId: 'acceptFriendRequest',
        tags,
        summary: 'Accept a friend request received (a GET, as the spec has it)',
        description: `${FRIEND} Answers {status_message, friend}: the sender, now a friend, whose phone number is
shown. The sender is notified. 404 INVALID_ID for a request that is not one you received; 409 NOT_MODIFIED for
one no longer pending (answered, cancelled).`,
        params: RequestIdParams,
        response: { 200: FriendAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      friend: await friends.accept(currentUser(request).id, request.params.requestId),
    }),
  );

  app.delete(
    '/api/me/my-friends/request/:requestId/decline/',
    {
      ...signedIn,
      schema: {
        operationId: 'declineFriendRequest',
        tags,
        summary: 'Decline a friend request received',
        description:
          'Answers {status_message, request}. 404 INVALID_ID for a request you did not receive; 409 NOT_MODIFIED when it is no longer pending.',
        params: RequestIdParams,
        response: { 200: FriendRequestAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      request: await friends.decline(currentUser(request).id, request.params.requestId),
    }),
  );

  app.delete(
    '/api/me/my-friends/request/:requestId/cancel/',
    {
      ...signedIn,
      schema: {
        operationId: 'cancelFriendRequest',
        tags,
        summary: 'Cancel a friend request sent',
        description:
          'Answers {status_message, request}. 404 INVALID_ID for a request you did not send; 409 NOT_MODIFIED when it is no longer pending.',
        params: RequestIdParams,
        response: { 200: FriendRequestAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      request: await friends.cancel(currentUser(request).id, request.params.requestId),
    }),
  );

  app.delete(
    '/api/me/my-friends/unfriend/:userId/',
    {
      ...signedIn,
      schema: {
        operationId: 'unfriend',
        tags,
        summary: 'Stop being friends with a player',
        description: 'Both lose the friendship. 404 INVALID_ID when you are not friends.',
        params: UserIdParams,
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await friends.unfriend(currentUser(request).id, request.params.userId);
      return { status_message: 'OK' as const };
    },
  );

  app.get(
    '/api/me/my-friends/all/',
    {
      ...signedIn,
      schema: {
        operationId: 'allFriends',
        tags,
        summary: 'Every friend, for the pickers (challenge invitations, credit requests)',
        description: `${FRIEND} Answers {list}, by player name, a thousand at most.`,
        response: { 200: AllFriends, '4xx': ErrorAnswer },
      },
    },
    (request) => friends.all(currentUser(request).id),
  );

  app.get(
    '/api/me/my-friends/requests/list/:page/',
    {
      ...signedIn,
      schema: {
        operationId: 'friendRequestsReceived',
        tags,
        summary: 'Friend requests received and pending, newest first',
        description: `${FRIEND} Answers {list, number_of_pages}, 14 a page; reading a page marks its requests seen
(the Requests tab's dot).`,
        params: FriendsPageParams,
        response: { 200: FriendRequestsPage, '4xx': ErrorAnswer },
      },
    },
    (request) => friends.requests(currentUser(request).id, request.params.page),
  );

  app.get(
    '/api/me/my-friends/:page/',
    {
      ...signedIn,
      schema: {
        operationId: 'myFriends',
        tags,
        summary: 'My friends, by player name',
        description: `${FRIEND} Answers {list, number_of_pages}, 14 a page; with ?indicators=true also
indicators {friends (how many), requests (received and not seen)}.`,
        params: FriendsPageParams,
        querystring: FriendsPageQuery,
        response: { 200: FriendsPage, '4xx': ErrorAnswer },
      },
    },
    (request) =>
      friends.list(currentUser(request), request.params.page, request.query.indicators === true),
  );
}
