import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  NotificationsDeleteQuery,
  NotificationsPage,
  NotificationsQuery,
  OkAnswer,
} from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../errors';
import { currentUser } from '../../../plugins/auth';

const PATH = '/api/me/notifications/';
const tags = ['notifications'];

/** Notifications (player spec section 7), on the spec's path. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { inbox } = app;

  app.get(
    PATH,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'myNotifications',
        tags,
        summary: 'My notifications, newest first, in my language',
        description: `Answers {notifications, number_of_pages}, 10 a page (?step= from 1). Each has id, kind
(friend_request, friend_accepted, challenge_invitation, challenge_won, challenge_lost, challenge_refund, badge...),
title and message in the reader's language, created_at, is_read (as it was before this read), sender, and for a
win the play it links to. Reading a page marks it read.`,
        querystring: NotificationsQuery,
        response: { 200: NotificationsPage, '4xx': ErrorAnswer },
      },
    },
    (request) => inbox.list(currentUser(request), request.query.step),
  );

  app.delete(
    PATH,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'deleteNotifications',
        tags,
        summary:
          'Delete one notification (spec=delete_element&notification_id=) or all (spec=clear)',
        description:
          'Answers {status_message}. 400 BAD with errors.notification_id when delete_element names none; 404 INVALID_ID for a notification that is not yours.',
        querystring: NotificationsDeleteQuery,
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const { spec, notification_id } = request.query;
      if (spec === 'clear') await inbox.clear(id);
      else if (notification_id === undefined) {
        throw new ApiError(400, 'BAD', { errors: { notification_id: 'validation.required' } });
      } else await inbox.remove(id, notification_id);
      return { status_message: 'OK' as const };
    },
  );
}
