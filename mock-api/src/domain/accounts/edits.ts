import type { StatusMessage } from '@quiz/shared/codes';
import { ME_INDEXES, type MeIndex } from '@quiz/shared/types';
import {
  accountDeletionSchema,
  meUpdateSchemas,
  parseBirthdayString,
  VALIDATION_MESSAGES,
} from '@quiz/shared/validation';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { User, UserUpdate } from '../../db/schema';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import { userSearchName } from '../catalogue/search-text';
import { cancelRequestsOfDeleted } from '../credits/requests';
import { type DomainError, forbidden, invalid } from '../errors';
import { checked } from '../forms';
import { ImageRejectedError, type MediaLibrary } from '../media/store';
import type { OneTimeCodes } from './codes';
import {
  type Identifier,
  identifierColumn,
  parseIdentifier,
  withStoredUsername,
} from './identifiers';
import { passwordProblems } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { holdsRole, managerOf } from './roles';
import { findByIdentifier, toBirthdayColumn } from './users';

/**
 * Players are adults (shared MIN_PLAYER_AGE): a birthday under age answers
 * NOT_ALLOWED with errors.birthday = validation.min_age, at sign-up and on a
 * birthday change alike; any other refusal of an edit is BAD.
 */
export function editRefusal(errors: Record<string, string>): StatusMessage {
  return errors.birthday === VALIDATION_MESSAGES.min_age ? 'NOT_ALLOWED' : 'BAD';
}

export const unknownIndex = () => invalid('BAD', { index: 'validation.value_invalid' });

/** The ?index= of PUT and DELETE /api/me/, refused when it names no edit. */
export function meIndex(raw: string | undefined): MeIndex {
  const index = ME_INDEXES.find((known) => known === raw);
  if (!index) throw unknownIndex();
  return index;
}

export async function updateUser(db: Db, userId: number, changes: UserUpdate) {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: isoNow() })
    .where('id', '=', userId)
    .execute();
}

/** Player names identify players in the hall of fame: unique, whatever the case. */
export async function setPlayerName(db: Db, user: User, playerName: string) {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(player_name)`, '=', playerName.toLowerCase())
    .where('id', '!=', user.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (taken) throw invalid('BAD', { player_name: 'validation.player_name_taken' });
  await updateUser(db, user.id, {
    player_name: playerName,
    search_name: userSearchName(playerName),
  });
}

/**
 * A new e-mail or phone number replaces the old one only once the code sent
 * to it comes back: an account is never moved to a contact its owner does not hold.
 */
export async function requestContactChange(db: Db, codes: OneTimeCodes, user: User, raw: string) {
  const identifier = parseIdentifier(raw);
  if (!identifier)
    throw invalid('INVALID_EMAIL_PHONE_NUMBER', {
      email_phone_number: 'validation.email_phone_invalid',
    });
  const holder = await findByIdentifier(db, identifier);
  if (holder && holder.id !== user.id) {
    throw invalid('BAD', { email_phone_number: 'validation.account_exists' });
  }
  const attempts = await codes.issue({
    purpose: 'contact_change',
    to: identifier,
    userId: user.id,
    language: user.language,
    payload: { kind: identifier.kind, value: identifier.value },
  });
  return { code_required: true, username: identifier.value, ...attempts };
}

export async function confirmContactChange(db: Db, codes: OneTimeCodes, user: User, code: string) {
  const open = await db
    .selectFrom('one_time_codes')
    .select(['target', 'payload'])
    .where('purpose', '=', 'contact_change')
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const pending = open?.payload ? (JSON.parse(open.payload) as Identifier) : undefined;
  if (!pending) throw invalid('INVALID_CODE', { code: 'status.INVALID_CODE' });
  const check = await codes.check('contact_change', pending, code);
  if (check.outcome === 'expired') throw invalid('TIME_ELAPSED', { code: 'status.TIME_ELAPSED' });
  if (check.outcome !== 'ok') {
    const { outcome: _outcome, ...attempts } = check;
    throw invalid('INVALID_CODE', { code: 'status.INVALID_CODE' }, attempts);
  }
  try {
    await updateUser(db, user.id, { [identifierColumn(pending)]: pending.value });
  } catch {
    // Taken in the meantime by another account: the unique index said no.
    throw invalid('BAD', { email_phone_number: 'validation.account_exists' });
  }
}

/** A weak new password: the first problem under the field, every problem in xtra_errors. */
export function weakPassword(
  statusMessage: StatusMessage,
  field: string,
  problems: string[],
): DomainError {
  return invalid(
    statusMessage,
    { [field]: problems[0] ?? '' },
    { xtra_errors: { [field]: problems } },
  );
}

export async function changePassword(db: Db, user: User, current: string, next: string) {
  if (!(await verifyPassword(user.password_hash, current))) {
    throw invalid('INVALID_CURRENT_PASSWORD', {
      current_password: 'status.INVALID_CURRENT_PASSWORD',
    });
  }
  const problems = passwordProblems(next, user.email ?? user.phone_number ?? undefined);
  if (problems.length > 0) throw weakPassword('INVALID_PASSWORD', 'new_password', problems);
  await updateUser(db, user.id, { password_hash: await hashPassword(next) });
}

/** The switches of PUT /api/me/: each flips a column of the user on an empty body. */
const SWITCHES = {
  theme: 'is_dark_theme',
  'switch theme': 'is_dark_theme',
  notifications: 'push_notifications',
  sound: 'sound',
  vibration: 'vibration',
  'switch navigation mode': 'on_manager_mode',
} as const satisfies Partial<Record<MeIndex, keyof User>>;
type SwitchIndex = keyof typeof SWITCHES;

const isSwitch = (index: MeIndex): index is SwitchIndex => index in SWITCHES;

/**
 * Flips a switch, or sets it to {value: true|false}. Only admins may switch to
 * the admin mode (back-office spec: "Admin: may toggle player/admin mode").
 * Answers the new value under the column's name, with the index.
 */
async function flip(db: Db, user: User, index: SwitchIndex, body: unknown) {
  const column = SWITCHES[index];
  if (column === 'on_manager_mode' && !holdsRole(await managerOf(db, user.id), ['manager'])) {
    throw forbidden('NOT_ALLOWED');
  }
  const wanted = (body as { value?: unknown } | undefined)?.value;
  const value = typeof wanted === 'boolean' ? wanted : user[column] !== 1;
  await updateUser(db, user.id, { [column]: value ? 1 : 0 });
  return { [column]: value, index };
}

export interface EditServices {
  codes: OneTimeCodes;
  media: MediaLibrary;
}

/**
 * PUT /api/me/?index=…: one change to the account, its body checked by the
 * index's shared rule. Answers what the edit adds to the answer beside the
 * profile (a switch's new value, the code sent to a new contact).
 */
export async function applyEdit(
  db: Db,
  services: EditServices,
  user: User,
  index: MeIndex,
  body: unknown,
): Promise<Record<string, unknown>> {
  if (isSwitch(index)) return flip(db, user, index, body);
  switch (index) {
    case 'free_credits':
      await updateUser(db, user.id, { has_free_credits: 0 });
      return {};
    case 'primary_connexion':
      await updateUser(db, user.id, { is_primary_connexion: 0 });
      return {};
    case 'remove_profile_pic':
      await removePicture(db, services.media, user);
      return {};
    default:
      return applyFormEdit(db, services.codes, user, index, body);
  }
}

async function applyFormEdit(
  db: Db,
  codes: OneTimeCodes,
  user: User,
  index: MeIndex,
  body: unknown,
): Promise<Record<string, unknown>> {
  const schema = meUpdateSchemas[index];
  if (!schema) throw unknownIndex();
  const input = checked(schema, withStoredUsername(body, 'email_phone_number'), editRefusal);
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
    await updateUser(db, user.id, change);
    return {};
  }
  switch (index) {
    case 'player_name':
      await setPlayerName(db, user, text('player_name'));
      return {};
    case 'birthday': {
      const parts = parseBirthdayString(text('birthday'));
      if (parts) await updateUser(db, user.id, { birthday: toBirthdayColumn(parts) });
      return {};
    }
    case 'email':
      return requestContactChange(db, codes, user, text('email'));
    case 'email_phone_number':
      return requestContactChange(db, codes, user, text('email_phone_number'));
    case 'email_phone_number_validation':
      await confirmContactChange(db, codes, user, text('code'));
      return {};
    case 'password':
      await changePassword(db, user, text('current_password'), text('new_password'));
      return {};
    default:
      throw unknownIndex();
  }
}

/** A new profile picture, checked by its content and stored resized; the old one goes. */
export async function replacePicture(db: Db, media: MediaLibrary, user: User, bytes: Buffer) {
  let key: string;
  try {
    key = await media.saveImage('profiles', bytes, { formats: ['png', 'jpeg'], size: 256 });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw invalid('BAD', { profile_pic: 'validation.image_mime_invalid' });
    }
    throw error;
  }
  await updateUser(db, user.id, { profile_pic: key });
  await media.remove(user.profile_pic);
}

export async function removePicture(db: Db, media: MediaLibrary, user: User) {
  await updateUser(db, user.id, { profile_pic: null });
  await media.remove(user.profile_pic);
}

/**
 * Deleting an account keeps the rows that the ledger and other players' results
 * point to, but removes what identifies the person and frees the contact for a new account.
 * Its pending credit requests, asked or received, are cancelled.
 */
export async function deleteAccount(db: Db, user: User, query: unknown) {
  const { password } = checked(accountDeletionSchema, query);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw invalid('INVALID_PASSWORD', { password: 'status.INVALID_PASSWORD' });
  }
  await transact(db, async (trx) => {
    // The requests first, in the order an acceptance locks them, then the account.
    await cancelRequestsOfDeleted(trx, user.id);
    await updateUser(trx, user.id, {
      email: null,
      phone_number: null,
      player_name: null,
      search_name: null,
      first_name: null,
      last_name: null,
      birthday: null,
      profile_pic: null,
      password_hash: '!',
      deleted_at: isoNow(),
    });
    await trx.deleteFrom('payment_infos').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('managers').where('user_id', '=', user.id).execute();
  });
}
