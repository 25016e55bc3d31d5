import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  MeDetails,
  MeEdit,
  MeUpdated,
  OkAnswer,
  OwnProfile,
  PictureUpload,
} from '@quiz/shared/contract';
import { ME_FIELDS, ME_INDEXES, type MeIndex } from '@quiz/shared/types';
import { meEditSchema } from '@quiz/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { editRefusal } from '../../../domain/accounts/edits';
import { withStoredUsername } from '../../../domain/accounts/identifiers';
import { ApiError } from '../../../errors';
import { LIMITS, limited } from '../../../http/rate-limits';
import { formBodyOrUpload } from '../../../http/validate';
import { currentUser } from '../../../plugins/auth';
import { uploadedBytes } from '../../../plugins/uploads';
import creditRequestRoutes from './credit-requests';
import friendsRoutes from './friends';
import newsSocket from './news';
import notificationsRoutes from './notifications';

/**
 * ?index= names the edit; the domain refuses one it does not know (400 BAD,
 * errors.index), whether it is missing or not one of these.
 */
const meQuery = Type.Object({
  index: Type.Optional(Type.String({ enum: [...ME_INDEXES] })),
  field: Type.Optional(
    Type.String({ description: `${ME_FIELDS.join(' or ')}, as the apps send it; not read` }),
  ),
});

/**
 * Codes sent to a new contact and checked back are limited as at sign-up and
 * password reset, per signed-in account and per address; other edits are not.
 */
function contactCodeLimits(app: FastifyInstance) {
  const account = (request: FastifyRequest) => `user:${currentUser(request).id}`;
  const send = limited(app, 'contact-code-send', LIMITS.codeSend, account);
  const check = limited(app, 'contact-code-check', LIMITS.codeCheck, account);
  const byIndex: Partial<Record<MeIndex, typeof send>> = {
    email: send,
    email_phone_number: send,
    email_phone_number_validation: check,
  };
  return async function limitContactCodes(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const { index } = request.query as { index?: MeIndex };
    if (index) await byIndex[index]?.call(this, request, reply);
  };
}

/** The bytes of the picture sent as multipart field profile_pic. */
async function pictureSent(request: FastifyRequest): Promise<Buffer> {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (file?.fieldname !== 'profile_pic') {
    throw new ApiError(400, 'BAD', { errors: { profile_pic: 'validation.required' } });
  }
  return uploadedBytes(file);
}

export default async function meRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(friendsRoutes);
  await app.register(notificationsRoutes);
  await app.register(creditRequestRoutes);
  await app.register(newsSocket);

  app.get(
    '/api/me/details/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getMyDetails',
        tags: ['profile'],
        summary: 'App-shell details: credits, gains, modes, manager part',
        description:
          'manager_details is null for a player; on_manager_mode is true only for a manager browsing the back office.',
        response: { 200: MeDetails, '4xx': ErrorAnswer },
      },
    },
    (request) => app.accounts.details(currentUser(request)),
  );

  app.get(
    '/api/me/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getMyProfile',
        tags: ['profile'],
        summary: 'My full profile',
        response: { 200: OwnProfile, '4xx': ErrorAnswer },
      },
    },
    (request) => app.accounts.profile(currentUser(request)),
  );

  app.put(
    '/api/me/',
    {
      preHandler: [app.authenticate, contactCodeLimits(app)],
      // Every field an edit may send, checked by its rule; the edit's own rule is the domain's.
      validatorCompiler: formBodyOrUpload(meEditSchema, editRefusal, (body) =>
        withStoredUsername(body, 'email_phone_number'),
      ),
      schema: {
        operationId: 'updateMe',
        tags: ['profile'],
        summary: 'Change one setting of my account, named by ?index=',
        description: `index: ${ME_INDEXES.join(', ')}. Bodies follow the shared schemas (e.g. {player_name}, {current_password,
new_password}, {birthday: "day-month-year"}). email and email_phone_number send a code to the new contact and
change nothing until email_phone_number_validation {code} returns it (429 beyond 5 codes an hour or 10 checks in
15 minutes, as at sign-up). password closes every other login. Switches flip on an empty body or take {value};
only admins may switch the navigation mode (403 NOT_ALLOWED otherwise). profile_picture is multipart with a png
or jpeg file named profile_pic (5 MB at most), stored resized as WebP. Answers {status_message, profile} and, for
switches, the new value under its own name.`,
        querystring: meQuery,
        body: {
          content: {
            'application/json': { schema: MeEdit },
            'multipart/form-data': { schema: PictureUpload },
          },
        },
        response: { 200: MeUpdated, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      if (request.query.index === 'profile_picture') {
        return app.accounts.replacePicture(id, await pictureSent(request));
      }
      return app.accounts.edit({ userId: id, sessionId }, request.query.index, request.body);
    },
  );

  app.delete(
    '/api/me/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'removeMyPicture',
        tags: ['profile'],
        summary: 'Remove my profile picture (?index=remove_profile_pic)',
        querystring: Type.Object({ index: Type.Optional(Type.Literal('remove_profile_pic')) }),
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await app.accounts.removePicture(currentUser(request).id, request.query.index);
      return { status_message: 'OK' as const };
    },
  );

  app.delete(
    '/api/me/delete/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'deleteMyAccount',
        tags: ['profile'],
        summary: 'Delete my account (?password=)',
        description:
          'Wrong password: 400 INVALID_PASSWORD and nothing changes. Otherwise the person is removed from the account, every login is closed and the e-mail or phone number is free again.',
        querystring: Type.Object({ password: Type.String() }),
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await app.accounts.deleteAccount(currentUser(request).id, request.query);
      return { status_message: 'OK' as const };
    },
  );
}
