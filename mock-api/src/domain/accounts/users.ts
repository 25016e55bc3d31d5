import type { Birthday } from '@quiz/shared/contract';
import type { Language } from '@quiz/shared/types';
import type { Db } from '../../db/index';
import type { User } from '../../db/schema';
import { isoNow } from '../../db/time';
import { openWallet, post } from '../ledger/ledger';
import { readSettings } from '../settings/settings';
import { type Identifier, identifierColumn } from './identifiers';

export function findByIdentifier(db: Db, identifier: Identifier): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(identifierColumn(identifier), '=', identifier.value)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findById(db: Db, id: number): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The language a user chose; undefined when there is no such user. */
export async function languageOf(db: Db, userId: number): Promise<Language | undefined> {
  const user = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.language;
}

export const toBirthdayColumn = ({ day, month, year }: Birthday) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function fromBirthdayColumn(value: string | null): Birthday | null {
  if (!value) return null;
  const [year, month, day] = value.split('-').map(Number);
  return year && month && day ? { day, month, year } : null;
}

export interface Registration {
  identifier: Identifier;
  passwordHash: string;
  gender: 'male' | 'female';
  language: 'fr' | 'en';
  countryId: number;
  birthday: Birthday;
}

/**
 * Creates the account, not yet verified. An earlier sign-up with the same
 * identifier that was never verified is kept as it is, password included: a
 * second sign-up must not replace the credentials of whoever signed up first
 * (the verification code decides who holds the identifier, and may set the
 * password then). Returns null when a verified account holds it; `again` when
 * the identifier already awaited its verification.
 */
export async function registerPending(
  db: Db,
  registration: Registration,
): Promise<{ id: number; again: boolean } | null> {
  const column = identifierColumn(registration.identifier);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'is_verified'])
      .where(column, '=', registration.identifier.value)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (existing?.is_verified) return null;
    if (existing) return { id: existing.id, again: true };
    const created = await trx
      .insertInto('users')
      .values({
        password_hash: registration.passwordHash,
        gender: registration.gender,
        language: registration.language,
        country_id: registration.countryId,
        birthday: toBirthdayColumn(registration.birthday),
        updated_at: isoNow(),
        [column]: registration.identifier.value,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(trx, created.id);
    return { id: created.id, again: false };
  });
}

/**
 * Marks the account verified and grants the welcome credits once, through the
 * ledger; the password chosen by whoever verified replaces the one kept.
 */
export async function completeVerification(db: Db, userId: number, passwordHash?: string) {
  const { free_credits } = await readSettings(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        is_verified: 1,
        updated_at: isoNow(),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      .where('id', '=', userId)
      .execute();
    await openWallet(trx, userId);
    if (free_credits <= 0) return;
    const { applied } = await post(trx, {
      userId,
      account: 'credits',
      amount: free_credits,
      kind: 'free_credits',
      reference: 'welcome',
    });
    if (applied) {
      await trx
        .updateTable('users')
        .set({ has_free_credits: 1, number_of_free_credits_received: free_credits })
        .where('id', '=', userId)
        .execute();
    }
  });
}

export async function recordLogin(db: Db, userId: number) {
  await db.updateTable('users').set({ last_login_at: isoNow() }).where('id', '=', userId).execute();
}
