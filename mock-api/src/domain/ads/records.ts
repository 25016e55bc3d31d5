import type { AdForm, AdminAd, AdPartner, AdSubscription } from '@quiz/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import { lockInTransaction } from '../../db/locks';
import type { AdPartnersTable, AdSubscriptionsTable, AdsTable } from '../../db/schema';
import { fromFlag } from '../../db/time';
import { notFound } from '../errors';

/*
 * The rows of ads management and the records the API shows for them; the
 * reads every part of the area shares.
 */

export type PartnerRow = Selectable<AdPartnersTable>;
export type SubscriptionRow = Selectable<AdSubscriptionsTable>;
export type AdRow = Selectable<AdsTable> & { form: AdForm };

export { PAGE_SIZE, pageCount, pageWindow } from '../admin-paging';

const DAY_MS = 24 * 3600 * 1000;

/**
 * A subscription is due for deactivation (or renewal) once it has run its
 * course: activated_at + duration_days has passed while it is still active.
 * It is worked out on each read from the server's clock rather than stored by
 * a job, so it is exact on every instance at every moment, and a test moves
 * the clock instead of waiting (the should_deactivate column is not read).
 */
export function shouldDeactivate(row: SubscriptionRow, now: Date): boolean {
  return (
    fromFlag(row.is_active) &&
    Date.parse(row.activated_at) + row.duration_days * DAY_MS <= now.getTime()
  );
}

export function partnerRecord(row: PartnerRow): AdPartner {
  return {
    id: row.id,
    entreprise_name: row.entreprise_name,
    rccm: row.rccm,
    phone_1: row.phone_1,
    phone_2: row.phone_2,
    email: row.email,
    is_active: fromFlag(row.is_active),
  };
}

export function subscriptionRecord(row: SubscriptionRow, now: Date): AdSubscription {
  return {
    id: row.id,
    ad_partner: row.ad_partner_id,
    type: row.type,
    amount: row.amount,
    duration_days: row.duration_days,
    is_active: fromFlag(row.is_active),
    activated_at: row.activated_at,
    deactivated_at: row.deactivated_at,
    should_deactivate: shouldDeactivate(row, now),
  };
}

export function adRecord(row: AdRow): AdminAd {
  return {
    id: row.id,
    illustration: row.illustration,
    link: row.link,
    active: fromFlag(row.is_active),
    type: row.type,
    form: row.form,
  };
}

/** Serializes the writes that check a partner's state and subscriptions before writing. */
export const lockPartner = (trx: Db, partnerId: number) =>
  lockInTransaction(trx, `ad partner ${partnerId}`);

/** The partner, or 404 INVALID_ID. */
export async function partnerRow(db: Db, partnerId: number): Promise<PartnerRow> {
  const row = await db
    .selectFrom('ad_partners')
    .selectAll()
    .where('id', '=', partnerId)
    .executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  return row;
}

/** The partner's active subscriptions, by space. */
export function activeSubscriptions(db: Db, partnerId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('ad_subscriptions')
    .selectAll()
    .where('ad_partner_id', '=', partnerId)
    .where('is_active', '=', 1)
    .orderBy('type')
    .orderBy('id')
    .execute();
}

/** Every ad space with the form of its pictures. */
export function adSpaces(db: Db) {
  return db.selectFrom('ad_spaces').select(['id', 'form']).orderBy('id').execute();
}

/** The spaces a partner holds no active subscription to: a new subscription may take one. */
export async function openSpaces(db: Db, active: SubscriptionRow[]): Promise<number[]> {
  const taken = new Set(active.map((subscription) => subscription.type));
  return (await adSpaces(db)).map((space) => space.id).filter((id) => !taken.has(id));
}
