import type { AdPartner, AdPartnerDetail, AdPartnerInput, AuditArea } from '@quiz/shared/contract';
import { nationalPhone } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { isoNow, toFlag } from '../../db/time';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { searchText } from '../catalogue/search-text';
import {
  activeSubscriptions,
  adSpaces,
  lockPartner,
  type PartnerRow,
  pageCount,
  pageWindow,
  partnerRecord,
  partnerRow,
} from './records';
import { endSubscription } from './subscriptions';

/*
 * Ad partners (back-office spec sections 3, 4, 7 "Ad partners").
 *
 * Deactivating a partner (DELETE, or PUT with is_active false) ends its
 * running subscriptions in the same transaction (deactivated_at now, each one
 * in the audit trail): a partner we stop working with keeps no paid term
 * running, and players stop seeing its ads at once. Its ads keep their own
 * active flag. Reactivating brings back the partner alone: its ads show again
 * once it takes a new subscription to their space.
 */

const PARTNERS: AuditArea = 'ad_partners';

/** What a manager may change of a partner. */
type PartnerChanges = Partial<
  Pick<PartnerRow, 'entreprise_name' | 'rccm' | 'phone_1' | 'phone_2' | 'email' | 'is_active'>
>;

function columnsOf(input: AdPartnerInput) {
  return {
    entreprise_name: input.entreprise_name,
    rccm: input.rccm ? input.rccm : null,
    phone_1: input.phone_1,
    phone_2: input.phone_2,
    email: input.email,
  };
}

/** Ends the partner's running subscriptions, as deactivating the partner does. */
async function endSubscriptions(trx: Db, managerId: number, partnerId: number, now: Date) {
  for (const running of await activeSubscriptions(trx, partnerId)) {
    await endSubscription(trx, managerId, running, now);
  }
}

/** The audit action of a write that may also flip the partner's active flag. */
function actionOf(before: PartnerRow, isActive: number) {
  if (before.is_active === isActive) return 'update';
  return isActive ? 'reactivate' : 'deactivate';
}

/** A search typed as a phone number ('+237 677 41 82 03') in the national form phones are kept in. */
function phoneDigits(text: string): string | null {
  if (!/^[+\d\s.()-]+$/.test(text)) return null;
  const digits = nationalPhone(text).replace(/^\+/, '');
  return digits === '' ? null : digits;
}

function matches(row: PartnerRow, query: string, digits: string | null): boolean {
  const fields = [row.entreprise_name, row.rccm ?? '', row.email, row.phone_1, row.phone_2];
  if (query !== '' && fields.some((field) => searchText(field).includes(query))) return true;
  return digits !== null && [row.phone_1, row.phone_2].some((phone) => phone.includes(digits));
}

export function partnersOf({ db, clock }: AdminDeps) {
  /**
   * Writes the partner's new state, read again under the partner's lock;
   * `changesOf` answers null when there is nothing to write. Deactivating the
   * partner ends its subscriptions.
   */
  function write(
    managerId: number,
    partnerId: number,
    changesOf: (before: PartnerRow) => PartnerChanges | null,
  ): Promise<AdPartner> {
    return transact(db, async (trx) => {
      await lockPartner(trx, partnerId);
      const before = await partnerRow(trx, partnerId);
      const changes = changesOf(before);
      if (!changes) return partnerRecord(before);
      const now = clock();
      const after: PartnerRow = { ...before, ...changes, updated_at: isoNow(now) };
      await trx
        .updateTable('ad_partners')
        .set({ ...changes, updated_at: after.updated_at })
        .where('id', '=', partnerId)
        .execute();
      const action = actionOf(before, after.is_active);
      if (action === 'deactivate') await endSubscriptions(trx, managerId, partnerId, now);
      await recordAudit(trx, {
        managerId,
        area: PARTNERS,
        action,
        entityId: partnerId,
        before: partnerRecord(before),
        after: partnerRecord(after),
      });
      // Players see a partner's ads only while it is active.
      if (action !== 'update') await catalogueChanged(trx);
      return partnerRecord(after);
    });
  }

  return {
    /** Newest first. */
    async list(page: number) {
      const { limit, offset } = pageWindow(page);
      const [{ total }, rows] = await Promise.all([
        db
          .selectFrom('ad_partners')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('ad_partners')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { list: rows.map(partnerRecord), num_pages: pageCount(total) };
    },

    /**
     * Ignoring case and accents, on the company name, rccm, e-mail and both
     * phones (a phone typed with +237 or spaces matches too), newest first.
     * Partners are business contacts, a few hundred at most: they are folded
     * here with the catalogue's own folding rather than kept in a search
     * column, which holds for SQLite and PostgreSQL alike.
     */
    async search(text: string, page: number) {
      const query = searchText(text);
      const digits = phoneDigits(text);
      const rows = await db.selectFrom('ad_partners').selectAll().orderBy('id', 'desc').execute();
      const found = rows.filter((row) => matches(row, query, digits));
      const { offset, limit } = pageWindow(page);
      return {
        list: found.slice(offset, offset + limit).map(partnerRecord),
        num_pages: pageCount(found.length),
        num_results: found.length,
      };
    },

    async detail(partnerId: number): Promise<AdPartnerDetail> {
      const partner = await partnerRow(db, partnerId);
      const [totals, active, spaces] = await Promise.all([
        db
          .selectFrom('ad_subscriptions')
          .select((eb) => [
            eb.fn.sum<number | string | null>('amount').as('total_amount'),
            eb.fn.countAll<number>().as('num_subs'),
          ])
          .where('ad_partner_id', '=', partnerId)
          .executeTakeFirstOrThrow(),
        activeSubscriptions(db, partnerId),
        adSpaces(db),
      ]);
      const formOf = new Map(spaces.map((space) => [space.id, space.form]));
      const taken = new Set(active.map((subscription) => subscription.type));
      return {
        ...partnerRecord(partner),
        total_amount: Number(totals.total_amount ?? 0),
        num_subs: Number(totals.num_subs),
        has_active_subscriptions: active.map((subscription) => ({
          id: subscription.id,
          type: subscription.type,
          form: formOf.get(subscription.type) ?? 'rectangle',
        })),
        open_spaces: spaces.map((space) => space.id).filter((id) => !taken.has(id)),
      };
    },

    create(managerId: number, input: AdPartnerInput): Promise<AdPartner> {
      return transact(db, async (trx) => {
        const row = await trx
          .insertInto('ad_partners')
          .values({
            ...columnsOf(input),
            is_active: toFlag(input.is_active ?? true),
            updated_at: isoNow(clock()),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = partnerRecord(row);
        await recordAudit(trx, {
          managerId,
          area: PARTNERS,
          action: 'create',
          entityId: row.id,
          after: created,
        });
        return created;
      });
    },

    /** Same body as create; is_active true reactivates, false deactivates, absent keeps it. */
    update(managerId: number, partnerId: number, input: AdPartnerInput) {
      return write(managerId, partnerId, (before) => ({
        ...columnsOf(input),
        is_active: input.is_active === undefined ? before.is_active : toFlag(input.is_active),
      }));
    },

    /** DELETE: deactivates. A partner inactive already is answered as it is, nothing written. */
    deactivate(managerId: number, partnerId: number) {
      return write(managerId, partnerId, (before) => (before.is_active ? { is_active: 0 } : null));
    },
  };
}
