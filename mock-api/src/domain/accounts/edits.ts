import { type SyncSchema, VALIDATION_MESSAGES, validate } from '@quiz/shared/validation';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { User, UserUpdate } from '../../db/schema';
import { isoNow } from '../../db/time';
import { ApiError } from '../../errors';
import { userSearchName } from '../catalogue/search-text';
import type { OneTimeCodes } from './codes';
import { type Identifier, identifierColumn, parseIdentifier } from './identifiers';
import { passwordProblems } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { findByIdentifier } from './users';

/**
 * Players are adults (shared MIN_PLAYER_AGE): a birthday under age answers
 * NOT_ALLOWED with errors.birthday = validation.min_age, at sign-up and on a
 * birthday change alike. Null when the age is not what was refused.
 */
export function ageRefusal(errors: Record<string, string>): ApiError | null {
  return errors.birthday === VALIDATION_MESSAGES.min_age
    ? new ApiError(400, 'NOT_ALLOWED', { errors })
    : null;
}

/** The body of a settings edit, checked by its shared schema; BAD or NOT_ALLOWED (age) if not. */
export function checkedEdit(schema: SyncSchema<unknown>, body: unknown): Record<string, unknown> {
  const result = validate(schema, body ?? {});
  if (!result.ok) {
    throw ageRefusal(result.errors) ?? new ApiError(400, 'BAD', { errors: result.errors });
  }
  return result.value as Record<string, unknown>;
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
  if (taken)
    throw new ApiError(400, 'BAD', { errors: { player_name: 'validation.player_name_taken' } });
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
    throw new ApiError(400, 'INVALID_EMAIL_PHONE_NUMBER', {
      errors: { email_phone_number: 'validation.email_phone_invalid' },
    });
  const holder = await findByIdentifier(db, identifier);
  if (holder && holder.id !== user.id) {
    throw new ApiError(400, 'BAD', { errors: { email_phone_number: 'validation.account_exists' } });
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
  if (!pending)
    throw new ApiError(400, 'INVALID_CODE', { errors: { code: 'status.INVALID_CODE' } });
  const check = await codes.check('contact_change', pending, code);
  if (check.outcome === 'expired')
    throw new ApiError(400, 'TIME_ELAPSED', { errors: { code: 'status.TIME_ELAPSED' } });
  if (check.outcome !== 'ok') {
    const { outcome: _outcome, ...attempts } = check;
    throw new ApiError(400, 'INVALID_CODE', {
      errors: { code: 'status.INVALID_CODE' },
      extra: attempts,
    });
  }
  try {
    await updateUser(db, user.id, { [identifierColumn(pending)]: pending.value });
  } catch {
    // Taken in the meantime by another account: the unique index said no.
    throw new ApiError(400, 'BAD', { errors: { email_phone_number: 'validation.account_exists' } });
  }
}

export async function changePassword(db: Db, user: User, current: string, next: string) {
  if (!(await verifyPassword(user.password_hash, current))) {
    throw new ApiError(400, 'INVALID_CURRENT_PASSWORD', {
      errors: { current_password: 'status.INVALID_CURRENT_PASSWORD' },
    });
  }
  const problems = passwordProblems(next, user.email ?? user.phone_number ?? undefined);
  if (problems.length > 0) {
    throw new ApiError(400, 'INVALID_PASSWORD', {
      errors: { new_password: problems[0] ?? '' },
      xtra_errors: { new_password: problems },
    });
  }
  await updateUser(db, user.id, { password_hash: await hashPassword(next) });
}

/**
 * Deleting an account keeps the rows that the ledger and other players' results
 * point to, but removes what identifies the person and frees the contact for a new account.
 */
export async function deleteAccount(db: Db, user: User, password: string) {
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new ApiError(400, 'INVALID_PASSWORD', {
      errors: { password: 'status.INVALID_PASSWORD' },
    });
  }
  await updateUser(db, user.id, {
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
  await db.deleteFrom('payment_infos').where('user_id', '=', user.id).execute();
  await db.deleteFrom('managers').where('user_id', '=', user.id).execute();
}
