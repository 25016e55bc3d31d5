import { ME_INDEXES, type MeIndex } from '@quiz/shared/types';
import {
  accountDeletionSchema,
  meUpdateSchemas,
  parseBirthdayString,
} from '@quiz/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User, UserUpdate } from '../../../db/schema';
import {
  changePassword,
  checkedEdit,
  confirmContactChange,
  deleteAccount,
  requestContactChange,
  setPlayerName,
  updateUser,
} from '../../../domain/accounts/edits';
import { withStoredUsername } from '../../../domain/accounts/identifiers';
import { details, ownProfile } from '../../../domain/accounts/profile';
import { findById, toBirthdayColumn } from '../../../domain/accounts/users';
import { ImageRejectedError } from '../../../domain/media/store';
import { ApiError } from '../../../errors';
import { LIMITS, limited } from '../../../http/rate-limits';
import { parse } from '../../../http/validate';
import { currentUser } from '../../../plugins/auth';
import { uploadedBytes } from '../../../plugins/uploads';
import { errorSchema } from '../auth/schemas';

type MeQuery = { Querystring: { index?: string; field?: string } };
const looseObject = { type: 'object', additionalProperties: true } as const;
const secured = { security: [{ bearer: [] }] };

/** Switches flip on an empty body, or take {value: true|false} to set them. */
const switches: Partial<Record<MeIndex, keyof User>> = {
  theme: 'is_dark_theme',
  'switch theme': 'is_dark_theme',
  notifications: 'push_notifications',
  sound: 'sound',
  vibration: 'vibration',
  'switch navigation mode': 'on_manager_mode',
};

async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<User> {
  const user = await findById(app.db, currentUser(request).id);
  if (!user) throw new ApiError(401, 'NOT_AUTHENTICATED');
  return user;
}

function indexOf(raw: string | undefined): MeIndex {
  if (!raw || !(ME_INDEXES as readonly string[]).includes(raw)) {
    throw new ApiError(400, 'BAD', { errors: { index: 'validation.value_invalid' } });
  }
  return raw as MeIndex;
}

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
    request: FastifyRequest<MeQuery>,
    reply: FastifyReply,
  ) {
    await byIndex[request.query.index as MeIndex]?.call(this, request, reply);
  };
}

export default async function meRoutes(app: FastifyInstance) {
  app.get(
    '/api/me/details/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'App-shell details: credits, gains, modes, manager part',
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => ({ details: await details(app.db, await signedInUser(app, request)) }),
  );

  app.get(
    '/api/me/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'My full profile',
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => ownProfile(app.db, await signedInUser(app, request)),
  );

  app.put<MeQuery>(
    '/api/me/',
    {
      preHandler: [app.authenticate, contactCodeLimits(app)],
      schema: {
        tags: ['profile'],
        summary: 'Change one setting of my account, named by ?index=',
        description: `index: ${ME_INDEXES.join(', ')}. Bodies follow the shared schemas (e.g. {player_name}, {current_password,
new_password}, {birthday: "day-month-year"}). email and email_phone_number send a code to the new contact and
change nothing until email_phone_number_validation {code} returns it (429 beyond 5 codes an hour or 10 checks in
15 minutes, as at sign-up). password closes every other login. Switches flip on an empty body or take {value}.
profile_picture is multipart with a png or jpeg file named profile_pic (5 MB at most), stored resized as WebP.
Answers {status_message, profile} and, for switches, the new value under its own name.`,
        querystring: {
          type: 'object',
          properties: { index: { type: 'string' }, field: { type: 'string' } },
        },
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const index = indexOf(request.query.index);
      const user = await signedInUser(app, request);
      const extra =
        index === 'profile_picture'
          ? await replacePicture(app, request, user)
          : await applyEdit(app, index, user, request.body);
      // A new password closes every other login, as a reset does; this one stays open.
      if (index === 'password')
        await app.tokens.revokeOtherSessions(user.id, currentUser(request).sessionId);
      const fresh = await findById(app.db, user.id);
      return {
        status_message: 'OK',
        ...extra,
        profile: fresh ? await ownProfile(app.db, fresh) : null,
      };
    },
  );

  app.delete<MeQuery>(
    '/api/me/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Remove my profile picture (?index=remove_profile_pic)',
        querystring: { type: 'object', properties: { index: { type: 'string' } } },
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      if (request.query.index !== 'remove_profile_pic')
        throw new ApiError(400, 'BAD', { errors: { index: 'validation.value_invalid' } });
      const user = await signedInUser(app, request);
      await updateUser(app.db, user.id, { profile_pic: null });
      await app.media.remove(user.profile_pic);
      return { status_message: 'OK' };
    },
  );

  app.delete<{ Querystring: { password?: string } }>(
    '/api/me/delete/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Delete my account (?password=)',
        description:
          'Wrong password: 400 INVALID_PASSWORD and nothing changes. Otherwise the person is removed from the account, every login is closed and the e-mail or phone number is free again.',
        querystring: { type: 'object', properties: { password: { type: 'string' } } },
        ...secured,
        response: { 200: looseObject, '4xx': errorSchema },
      },
    },
    async (request) => {
      const { password } = parse(accountDeletionSchema, request.query);
      const user = await signedInUser(app, request);
      await deleteAccount(app.db, user, password);
      await app.tokens.revokeUser(user.id);
      await app.media.remove(user.profile_pic);
      return { status_message: 'OK' };
    },
  );
}

async function applyEdit(
  app: FastifyInstance,
  index: MeIndex,
  user: User,
  body: unknown,
): Promise<Record<string, unknown>> {
  const column = switches[index];
  if (column) return flip(app, index, user, column, body);
  switch (index) {
    case 'free_credits':
      await updateUser(app.db, user.id, { has_free_credits: 0 });
      return {};
    case 'primary_connexion':
      await updateUser(app.db, user.id, { is_primary_connexion: 0 });
      return {};
    case 'remove_profile_pic':
      await updateUser(app.db, user.id, { profile_pic: null });
      await app.media.remove(user.profile_pic);
      return {};
    default:
      return applyFormEdit(app, index, user, body);
  }
}

async function applyFormEdit(app: FastifyInstance, index: MeIndex, user: User, body: unknown) {
  const schema = meUpdateSchemas[index];
  if (!schema) throw new ApiError(400, 'BAD', { errors: { index: 'validation.value_invalid' } });
  const input = checkedEdit(schema, withStoredUsername(body, 'email_phone_number'));
  // Present and well-typed: the schema above checked them.
  const text = (key: string) => String(input[key]);
  const simple: Partial<Record<MeIndex, UserUpdate>> = {
    first_name: { first_name: text('first_name') },
    last_name: { last_name: text('last_name') },
    gender: { gender: text('gender') as User['gender'] },
    language: { language: text('language') as User['language'] },
    country: { country_id: Number(input.country) },
  };
  const change = simple[index];
  if (change) {
    await updateUser(app.db, user.id, change);
    return {};
  }
  switch (index) {
    case 'player_name':
      await setPlayerName(app.db, user, text('player_name'));
      return {};
    case 'birthday': {
      const parts = parseBirthdayString(text('birthday'));
      if (parts) await updateUser(app.db, user.id, { birthday: toBirthdayColumn(parts) });
      return {};
    }
    case 'email':
      return requestContactChange(app.db, app.codes, user, text('email'));
    case 'email_phone_number':
      return requestContactChange(app.db, app.codes, user, text('email_phone_number'));
    case 'email_phone_number_validation':
      await confirmContactChange(app.db, app.codes, user, text('code'));
      return {};
    case 'password':
      await changePassword(app.db, user, text('current_password'), text('new_password'));
      return {};
    default:
      throw new ApiError(400, 'BAD', { errors: { index: 'validation.value_invalid' } });
  }
}

async function flip(
  app: FastifyInstance,
  index: MeIndex,
  user: User,
  column: keyof User,
  body: unknown,
) {
  if (column === 'on_manager_mode') {
    const manager = await app.db
      .selectFrom('managers')
      .select('user_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!manager) throw new ApiError(403, 'NOT_ALLOWED');
  }
  const wanted = (body as { value?: unknown } | undefined)?.value;
  const value = typeof wanted === 'boolean' ? wanted : user[column] !== 1;
  await updateUser(app.db, user.id, { [column]: value ? 1 : 0 });
  return { [column]: value, index };
}

async function replacePicture(app: FastifyInstance, request: FastifyRequest, user: User) {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (file?.fieldname !== 'profile_pic') {
    throw new ApiError(400, 'BAD', { errors: { profile_pic: 'validation.required' } });
  }
  let key: string;
  try {
    key = await app.media.saveImage('profiles', await uploadedBytes(file), {
      formats: ['png', 'jpeg'],
      size: 256,
    });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw new ApiError(400, 'BAD', { errors: { profile_pic: 'validation.image_mime_invalid' } });
    }
    throw error;
  }
  await updateUser(app.db, user.id, { profile_pic: key });
  await app.media.remove(user.profile_pic);
  return {};
}
