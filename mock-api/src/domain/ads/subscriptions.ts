import type {
  AdSubscription,
  AdSubscriptionInput,
  AdSubscriptionListItem,
} from '@quiz/shared/contract';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { invalid, notFound } from '../errors';
import {
  activeSubscriptions,
  lockPartner,
  openSpaces,
  pageCount,
  pageWindow,
  partnerRow,
  type SubscriptionRow,
  shouldDeactivate,
  subscriptionRecord,
} from './records';

/*
 * Subscriptions of ad partners to the ad spaces (back-office spec sections 3,
 * 4, 7 "Subscriptions").
 *
 * A partner holds at most one active subscription per space; several
 * partners may share a space (players then see one of their ads at random).
 * A partner's open spaces are the spaces it holds no active subscription to.
 * A new subscription needs an active partner and the space open, or the
 * space's subscription due for deactivation: that is a renewal, which ends the
 * old subscription in the same transaction. The space is fixed at creation.
 */

const SUBSCRIPTIONS = 'ad_subscriptions';

/** Active first, then newest first. */
function newestFirst(db: Db) {
  return db
    .selectFrom('ad_subscriptions as s')
    .orderBy('s.is_active', 'desc')
    .orderBy('s.activated_at', 'desc')
    .orderBy('s.id', 'desc');
}

async function subscriptionOf(db: Db, partnerId: number, subscriptionId: number) {
  const row = await db
    .selectFrom('ad_subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('ad_partner_id', '=', partnerId)
    .executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  return row;
}

/** Ends a running subscription now, in the audit trail; answers it as it now is. */
export async function endSubscription(
  trx: Db,
  managerId: number,
  row: SubscriptionRow,
  now: Date,
): Promise<AdSubscription> {
  const ended = { ...row, is_active: 0, deactivated_at: isoNow(now) };
  await trx
    .updateTable('ad_subscriptions')
    .set({ is_active: 0, deactivated_at: ended.deactivated_at })
    .where('id', '=', row.id)
    .execute();
  await recordAudit(trx, {
    managerId,
    area: SUBSCRIPTIONS,
    action: 'deactivate',
    entityId: row.id,
    before: subscriptionRecord(row, now),
    after: subscriptionRecord(ended, now),
  });
  return subscriptionRecord(ended, now);
}

/** The running subscription a new one on `space` replaces, after the rules of creation. */
async function replaced(
  trx: Db,
  partnerId: number,
  space: number,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const partner = await partnerRow(trx, partnerId);
  if (!partner.is_active) throw invalid('NOT_CREATED', { partner_id: M.partner_inactive });
  const active = await activeSubscriptions(trx, partnerId);
  const current = active.find((subscription) => subscription.type === space);
  if (!current) return undefined;
  if (shouldDeactivate(current, now)) return current;
  const open = await openSpaces(trx, active);
  throw invalid('NOT_CREATED', { type: open.length === 0 ? M.no_open_space : M.ad_space_taken });
}

export function subscriptionsOf({ db, clock }: AdminDeps) {
  return {
    /** One partner's subscriptions, active first, then newest first. */
    async list(partnerId: number, step: number) {
      await partnerRow(db, partnerId);
      const { limit, offset } = pageWindow(step);
      const mine = newestFirst(db).where('s.ad_partner_id', '=', partnerId);
      const [{ total }, rows] = await Promise.all([
        db
          .selectFrom('ad_subscriptions')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('ad_partner_id', '=', partnerId)
          .executeTakeFirstOrThrow(),
        mine.selectAll('s').limit(limit).offset(offset).execute(),
      ]);
      const now = clock();
      return { list: rows.map((row) => subscriptionRecord(row, now)), num_pages: pageCount(total) };
    },

    /** Every partner's subscriptions, with to_deactivate and the partner's name. */
    async all(page: number) {
      const { limit, offset } = pageWindow(page);
      const [{ total }, rows] = await Promise.all([
        db
          .selectFrom('ad_subscriptions')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        newestFirst(db)
          .innerJoin('ad_partners as p', 'p.id', 's.ad_partner_id')
          .selectAll('s')
          .select('p.entreprise_name')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      const now = clock();
      const list = rows.map((row): AdSubscriptionListItem => {
        const { should_deactivate, ...record } = subscriptionRecord(row, now);
        return {
          ...record,
          to_deactivate: should_deactivate,
          entreprise_name: row.entreprise_name,
        };
      });
      return { list, num_pages: pageCount(total) };
    },

    /** Creates, or renews when the space's running subscription is due for deactivation. */
    create(
      managerId: number,
      partnerId: number,
      input: AdSubscriptionInput,
    ): Promise<AdSubscription> {
      return transact(db, async (trx) => {
        await lockPartner(trx, partnerId);
        const now = clock();
        const old = await replaced(trx, partnerId, input.type, now);
        if (old) await endSubscription(trx, managerId, old, now);
        const row = await trx
          .insertInto('ad_subscriptions')
          .values({
            ad_partner_id: partnerId,
            type: input.type,
            amount: input.amount,
            duration_days: input.duration_days,
            is_active: 1,
            activated_at: isoNow(now),
            created_at: isoNow(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = subscriptionRecord(row, now);
        await recordAudit(trx, {
          managerId,
          area: SUBSCRIPTIONS,
          action: old ? 'renew' : 'create',
          entityId: row.id,
          before: old ? subscriptionRecord(old, now) : null,
          after: created,
        });
        await catalogueChanged(trx);
        return created;
      });
    },

    /** Amount and duration; only while active and not due for deactivation. */
    update(
      managerId: number,
      partnerId: number,
      subscriptionId: number,
      input: AdSubscriptionInput,
    ): Promise<AdSubscription> {
      return transact(db, async (trx) => {
        await lockPartner(trx, partnerId);
        await partnerRow(trx, partnerId);
        const before = await subscriptionOf(trx, partnerId, subscriptionId);
        const now = clock();
        if (input.type !== before.type) throw invalid('NOT_MODIFIED', { type: M.ad_space_fixed });
        if (!before.is_active || shouldDeactivate(before, now)) {
          throw invalid('NOT_MODIFIED', { ad_subscription_id: M.subscription_locked });
        }
        const after = { ...before, amount: input.amount, duration_days: input.duration_days };
        await trx
          .updateTable('ad_subscriptions')
          .set({ amount: after.amount, duration_days: after.duration_days })
          .where('id', '=', subscriptionId)
          .execute();
        await recordAudit(trx, {
          managerId,
          area: SUBSCRIPTIONS,
          action: 'update',
          entityId: subscriptionId,
          before: subscriptionRecord(before, now),
          after: subscriptionRecord(after, now),
        });
        // A new duration moves the day its ads stop showing.
        await catalogueChanged(trx);
        return subscriptionRecord(after, now);
      });
    },

    /** DELETE: deactivates. One inactive already is answered as it is, nothing written. */
    deactivate(
      managerId: number,
      partnerId: number,
      subscriptionId: number,
    ): Promise<AdSubscription> {
      return transact(db, async (trx) => {
        await lockPartner(trx, partnerId);
        await partnerRow(trx, partnerId);
        const row = await subscriptionOf(trx, partnerId, subscriptionId);
        const now = clock();
        if (!row.is_active) return subscriptionRecord(row, now);
        const ended = await endSubscription(trx, managerId, row, now);
        await catalogueChanged(trx);
        return ended;
      });
    },
  };
}
